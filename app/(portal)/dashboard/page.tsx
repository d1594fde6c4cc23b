import { Suspense } from "react";
import { RecentQuotes } from "@/components/dashboard/recent-quotes";

export const metadata = { title: "Dashboard · Quoting portal" };

// The list reads its search, filters and page from the URL (useSearchParams), inside a Suspense boundary.
export default function DashboardPage() {
  return (
    <Suspense>
      <RecentQuotes />
    </Suspense>
  );
}
