import { PoliciesList } from "@/components/policy/policies-list";

export const metadata = { title: "Policies · Quoting portal" };

export default function PoliciesPage() {
  return <PoliciesList />;
}
