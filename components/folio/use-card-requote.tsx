"use client";
// A card's re-quote: a change of a rating factor (an option, an endorsement) re-quotes this program into a
// new folio of the group, then the page moves to it. Shared by the card's option selects and endorsements.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { requote as requoteFolio } from "@/lib/client/endpoints";
import { queryKeys } from "@/lib/client/query-keys";
import type { ProgramCard } from "@/lib/schemas/quote";
import { Problem } from "./problem";

type RequoteBody = Parameters<typeof requoteFolio>[1];

export function useCardRequote<V>(quoteId: string, card: ProgramCard, bodyOf: (change: V) => Omit<RequoteBody, "programs">) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [navigating, startTransition] = useTransition();
  const requote = useMutation({
    mutationFn: (change: V) => requoteFolio(quoteId, { programs: [card.program.code], ...bodyOf(change) }),
    onSuccess: (created) => {
      // The session's lists gain a folio.
      void queryClient.invalidateQueries({ queryKey: queryKeys.folioLists });
      startTransition(() => router.push(`/quotes/${created.quoteId}`));
    },
  });
  // After success the page navigates to the new folio: stay busy until it does.
  const busy = requote.isPending || requote.isSuccess || navigating;
  return { requote, busy };
}

/** "Re-quoting KM-CGL…" while busy, and the failure if there is one. */
export function RequoteStatus({ card, busy, error }: { card: ProgramCard; busy: boolean; error: Error | null }) {
  return (
    <>
      {busy ? (
        <p role="status" className="muted flush">
          Re-quoting {card.program.code}…
        </p>
      ) : null}
      {error ? <Problem error={error} prefix="Re-quote failed:" /> : null}
    </>
  );
}
