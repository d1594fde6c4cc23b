import { UnderwritersPage } from "@/components/underwriting/underwriters-page";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { portalSession } from "@/lib/auth/portal";

export const metadata = { title: "Underwriters · Quoting portal" };

export default async function Underwriters() {
  const session = await portalSession();
  // Carriers' underwriters only (the API refuses everyone else too, decisions 040 and 044).
  if (!session?.user?.carrierId) {
    return (
      <>
        <PageHeader title="Underwriters" />
        <Notice>
          This page is for carriers&rsquo; underwriters: they invite one another to their underwriting desk. Your agency&rsquo;s people are under
          &ldquo;People&rdquo;.
        </Notice>
      </>
    );
  }
  return <UnderwritersPage carrierName={session.user.agencyName} currentUserId={session.user.id} />;
}
