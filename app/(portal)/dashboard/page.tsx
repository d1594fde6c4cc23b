import { RecentQuotes } from "@/components/dashboard/recent-quotes";

export const metadata = { title: "Dashboard · Quoting portal" };

export default function DashboardPage() {
  return <RecentQuotes />;
}
