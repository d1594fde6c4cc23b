import { HydrationBoundary } from "@tanstack/react-query";
import { SessionView } from "@/components/folio/session-view";
import { prefetchSession } from "./prefetch";

export const metadata = { title: "Quote · Quoting portal" };

// GET /quotes/{quoteId}: the folio's shopping session, compared. The first HTML carries the session (rendered
// on the server for the agent's agency); the browser then polls GET /v1/quote/{quoteId}/session while quoting.
export default async function QuotePage({ params }: { params: Promise<{ quoteId: string }> }) {
  const { quoteId } = await params;
  return (
    <HydrationBoundary state={await prefetchSession(quoteId)}>
      <SessionView key={quoteId} quoteId={quoteId} />
    </HydrationBoundary>
  );
}
