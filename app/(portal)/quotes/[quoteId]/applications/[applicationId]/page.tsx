import { ApplicationView } from "@/components/bind/application-view";
import { portalSession } from "@/lib/auth/portal";

export const metadata = { title: "Application · Quoting portal" };

export default async function ApplicationPage({ params }: { params: Promise<{ quoteId: string; applicationId: string }> }) {
  const { quoteId, applicationId } = await params;
  // The form to decide a referral shows to underwriters; the API checks the role again on every decision.
  const session = await portalSession();
  return <ApplicationView quoteId={quoteId} applicationId={applicationId} underwriter={session?.user?.role === "underwriter"} />;
}
