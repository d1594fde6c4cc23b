import { Suspense } from "react";
import { DeskPage } from "@/components/underwriting/desk-page";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { portalSession } from "@/lib/auth/portal";

export const metadata = { title: "Underwriting desk · Quoting portal" };

export default async function Desk() {
  const session = await portalSession();
  // Carriers' underwriters only (the API refuses everyone else too, decision 040).
  if (!session?.user?.carrierId) {
    return (
      <>
        <PageHeader title="Underwriting desk" />
        <Notice>
          The underwriting desk is for carriers&rsquo; underwriters. Referrals of your agency&rsquo;s quotes are on the dashboard under &ldquo;Referred&rdquo;.
        </Notice>
      </>
    );
  }
  return (
    <Suspense>
      <DeskPage carrierName={session.user.agencyName} />
    </Suspense>
  );
}
