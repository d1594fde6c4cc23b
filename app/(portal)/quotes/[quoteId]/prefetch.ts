// Server-rendered first data for portal pages: the page's query is filled on the server, as the signed-in
// agent's agency (the same use case and serializer as the API route), and handed to TanStack Query in
// the browser (HydrationBoundary), so the first HTML already holds the cards and the page does not wait
// for its JavaScript to fetch them. A failure here is not the page's: the browser fetches as before and
// shows the error its own way.
import "server-only";
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { toSession } from "@/lib/api/serializers/session";
import { bookScope } from "@/lib/auth/book";
import { portalSession } from "@/lib/auth/portal";
import { refuseOutsideBook } from "@/lib/api/book";
import { queryKeys } from "@/lib/client/query-keys";
import { getSession } from "@/lib/quotes/session";
import { services } from "@/lib/runtime";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The quote page's session view, or an empty state when it cannot be read here (not signed in, not found). */
export async function prefetchSession(quoteId: string): Promise<DehydratedState> {
  const client = new QueryClient();
  const session = await portalSession();
  const user = session?.user;
  const agencyId = user?.agencyId;
  if (user && agencyId && UUID.test(quoteId)) {
    try {
      const s = await services();
      // A producer who sees only their own book gets nothing of another's folio here either (decision 043).
      const ownBookOf = bookScope({ grants: { kind: "user", role: user.role }, actor: `user:${user.id}`, producersSeeAllBook: user.producersSeeAllBook });
      await refuseOutsideBook(s.db, { agencyId, ownBookOf }, { quoteId: quoteId.toLowerCase() });
      client.setQueryData(queryKeys.session(quoteId), toSession(await getSession(s.db, agencyId, quoteId.toLowerCase()), s.billing));
    } catch {
      // Not found, or the database is busy: the browser asks the API itself.
    }
  }
  return dehydrate(client);
}
