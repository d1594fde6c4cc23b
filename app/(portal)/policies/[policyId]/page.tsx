import { PolicyDetail } from "@/components/policy/policy-view";

export const metadata = { title: "Policy · Quoting portal" };

export default async function PolicyPage({ params }: { params: Promise<{ policyId: string }> }) {
  const { policyId } = await params;
  return <PolicyDetail policyId={policyId} />;
}
