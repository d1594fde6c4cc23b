import { SessionView } from "@/components/folio/session-view";

export const metadata = { title: "Quote · Quoting portal" };

// GET /quotes/{quoteId}: the folio's shopping session, compared; all data comes from the /v1 API in the browser.
export default async function QuotePage({ params }: { params: Promise<{ quoteId: string }> }) {
  const { quoteId } = await params;
  return <SessionView key={quoteId} quoteId={quoteId} />;
}
