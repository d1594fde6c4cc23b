import { ApiReference } from "@/components/api-reference/api-reference";

export const metadata = { title: "API reference · Quoting API" };

// GET /docs: the interactive reference, rendered from /v1/openapi.json
export default function DocsPage() {
  return <ApiReference specUrl="/v1/openapi.json" />;
}
