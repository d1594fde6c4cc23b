// One application (worksheet, systemPayload), shared by the worksheet and the sensitivity chart; the same
// query (and key) as the application page's.
import { useQuery } from "@tanstack/react-query";
import { getApplication } from "@/lib/client/endpoints";
import { queryKeys } from "@/lib/client/query-keys";
import type { ProgramCard } from "@/lib/schemas/quote";

export function useApplication(quoteId: string, card: Pick<ProgramCard, "id" | "status">) {
  return useQuery({
    queryKey: queryKeys.application(quoteId, card.id),
    queryFn: () => getApplication(quoteId, card.id),
    // Fresh for a minute, unless it was fetched while the card had another status (a card fetched while
    // quoting has no worksheet yet; a bound one has a policy): then it is fetched again.
    staleTime: (query) => (query.state.data?.status === card.status ? 60_000 : 0),
  });
}
