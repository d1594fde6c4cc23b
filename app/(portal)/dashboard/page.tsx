import { redirect } from "next/navigation";
import { Suspense } from "react";
import { RecentQuotes } from "@/components/dashboard/recent-quotes";
import { portalSession } from "@/lib/auth/portal";

export const metadata = { title: "Dashboard · Quoting portal" };

// The list reads its search, filters and page from the URL (useSearchParams), inside a Suspense boundary.
// A carrier's underwriter signs in to the underwriting desk instead: no agency's quotes are theirs to see.
export default async function DashboardPage() {
  if ((await portalSession())?.user?.carrierId) redirect("/desk");
  return (
    <Suspense>
      <RecentQuotes />
    </Suspense>
  );
}
