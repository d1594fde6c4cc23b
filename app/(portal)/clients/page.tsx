import { ClientsList } from "@/components/clients/clients-list";

export const metadata = { title: "Clients · Quoting portal" };

export default function ClientsPage() {
  return <ClientsList />;
}
