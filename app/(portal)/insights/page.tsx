import { InsightsPage } from "@/components/insights/insights-page";

export const metadata = { title: "Insights · Quoting portal" };

export default function Insights() {
  return <InsightsPage />;
}
