// Server-rendered first data for portal pages: the page's query is filled on the server, as the signed-in
// agent's agency (the same use case and serializer as the API route), and handed to TanStack Query in
// the browser (HydrationBoundary), so the first HTML already holds the cards and the page does not wait
// for its JavaScript to fetch them. A failure here is not the page's: the browser fetches as before and
// shows the error its own way.
import "server-only";
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { toSession } from "@/lib/api/serializers/session";
import { refuseOutsideBook } from "@/lib/api/book";
import { portalAgency } from "@/lib/auth/portal-caller";
import { queryKeys } from "@/lib/client/query-keys";
import { getSession } from "@/lib/quotes/session";
import { services } from "@/lib/runtime";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The quote page's session view, or an empty state when it cannot be read here (not signed in, not found). */
export async function prefetchSession(quoteId: string): Promise<DehydratedState> {
  const client = new QueryClient();
  // The mode's agency: in test mode the test twin, as the API would answer (decision 043).
  const agency = await portalAgency();
  if (agency && UUID.test(quoteId)) {
    try {
      const s = await services();
      // A producer who sees only their own book gets nothing of another's folio here either (decision 045).
      if (agency.ownBookOf) await refuseOutsideBook(s.db, agency, { quoteId: quoteId.toLowerCase() });
      client.setQueryData(queryKeys.session(quoteId), toSession(await getSession(s.db, agency.agencyId, quoteId.toLowerCase()), s.billingFor(agency.livemode)));
    } catch {
      // Not found, or the database is busy: the browser asks the API itself.
    }
  }
  return dehydrate(client);
}
