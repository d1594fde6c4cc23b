import { FolioView } from "@/components/folio/folio-view";

export const metadata = { title: "Quote · Quoting portal" };

// GET /quotes/{quoteId}: the folio's program cards; all data comes from the /v1 API in the browser.
export default async function QuotePage({ params }: { params: Promise<{ quoteId: string }> }) {
  const { quoteId } = await params;
  return <FolioView key={quoteId} quoteId={quoteId} />;
}
