import { WebhooksPage } from "@/components/webhooks/webhooks-page";

export const metadata = { title: "Webhooks · Quoting portal" };

export default function Webhooks() {
  return <WebhooksPage />;
}
