"use client";
// A card's re-quote: a change of a rating factor (an option, an endorsement), or a retry, re-quotes this
// program alone into a new folio of the session (POST /v1/quote/{quoteId} with programs: [code] and only
// what changes: the server keeps the rest of this program's options from its latest attempt); the page
// stays where it is and the session view puts the new attempt in the program's place. Shared by the card's
// option selects, its endorsements and the Retry of a failed program.
import { useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { requote as requoteFolio } from "@/lib/client/endpoints";
import { queryKeys } from "@/lib/client/query-keys";
import type { ProgramCard } from "@/lib/schemas/quote";
import { Problem } from "@/components/ui/problem";

type RequoteBody = Parameters<typeof requoteFolio>[1];

/**
 * This program's options with one changed, as its own program_options: the card's other options are sent
 * as they are (a program's given options replace its own), and no other program's options move (decision 031).
 */
export const programOptionsWith = (card: Pick<ProgramCard, "options" | "program">, key: string, value: number) => ({
  [card.program.code]: { ...Object.fromEntries(card.options.map((o) => [o.key, o.selectedValue])), [key]: value },
});

const noSubscription = () => () => {};
/**
 * False in the server's HTML and until React has hydrated it, then true. The page arrives with its cards
 * rendered on the server; a control clicked before its handler exists would change on screen and then be
 * undone, so the card's controls stay disabled until they can act.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** One program's re-quote from one folio, whichever control started it (options, endorsements, Retry). */
const requoteKey = (quoteId: string, code: string) => ["requote", quoteId, code] as const;

/** Whether this program is being re-quoted from this folio: its Apply and bind waits (issue 34 item 2). */
export function useRequoting(quoteId: string, code: string): boolean {
  return useIsMutating({ mutationKey: requoteKey(quoteId, code) }) > 0;
}

export function useCardRequote<V>(quoteId: string, card: ProgramCard, bodyOf: (change: V) => Omit<RequoteBody, "programs">) {
  const queryClient = useQueryClient();
  const requote = useMutation({
    mutationKey: requoteKey(quoteId, card.program.code),
    mutationFn: (change: V) => requoteFolio(quoteId, { programs: [card.program.code], ...bodyOf(change) }),
    // The session (and every list) gains a folio; wait for the session to show the new attempt.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.allFolios }),
  });
  return { requote, busy: requote.isPending, ready: useHydrated() };
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
