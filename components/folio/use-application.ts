// One application (worksheet, systemPayload), shared by the worksheet, the sensitivity chart and the heading.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { ApplicationDetail, type ProgramCard } from "@/lib/schemas/quote";

export function useApplication(quoteId: string, card: Pick<ProgramCard, "id" | "status"> | undefined, enabled = true) {
  return useQuery({
    // The status is part of the key: a card fetched while quoting has no worksheet yet.
    queryKey: ["application", quoteId, card?.id, card?.status],
    queryFn: () =>
      apiFetch("GET", `/v1/quote/${encodeURIComponent(quoteId)}/applications/${encodeURIComponent(card!.id)}`, { schema: ApplicationDetail }),
    enabled: enabled && card !== undefined,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
