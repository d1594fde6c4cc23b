import { ClientView } from "@/components/clients/client-view";

export const metadata = { title: "Client · Quoting portal" };

export default async function ClientPage({ params }: { params: Promise<{ insuredId: string }> }) {
  const { insuredId } = await params;
  return <ClientView insuredId={insuredId} />;
}
