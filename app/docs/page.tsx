import { ApiReference } from "@/components/api-reference/api-reference";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { ROUTES } from "@/app/v1/routes";

export const metadata = { title: "API reference · Quoting API" };

// GET /docs: the interactive reference, public, rendered on the server from the same OpenAPI document
// that GET /v1/openapi.json serves to key holders.
export default function DocsPage() {
  const doc = buildOpenApiDocument(ROUTES) as unknown as Parameters<typeof ApiReference>[0]["doc"];
  return <ApiReference doc={doc} specUrl="/v1/openapi.json" />;
}
