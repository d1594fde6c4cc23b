import { ReferralReview } from "@/components/underwriting/referral-review";

export const metadata = { title: "Referral · Underwriting desk" };

export default async function ReferralPage({ params }: { params: Promise<{ applicationId: string }> }) {
  const { applicationId } = await params;
  return <ReferralReview applicationId={applicationId} />;
}
