"use client";
// The card's endorsements: included ones say so; each available one is a checkbox with its price, and
// adding or removing one re-quotes this program in its place in the session, like changing an option
// (the selection is a rating factor, decision 018).
import { useId, useState } from "react";
import { StatusText } from "@/components/ui/badge";
import { VisuallyHidden } from "@/components/ui/notice";
import { Choice } from "@/components/ui/field";
import { SubHeading } from "@/components/ui/panel";
import { formatMoney } from "@/lib/client/format";
import type { ProgramCard } from "@/lib/schemas/quote";
import { RequoteStatus, useCardRequote } from "./use-card-requote";

export function EndorsementChoices({ quoteId, card }: { quoteId: string; card: ProgramCard }) {
  const uid = useId();
  // The box clicked shows its new state at once: the mutation's own state reaches React a tick later, and
  // a controlled checkbox would spring back in between (a click that seems not to take).
  const [clicked, setClicked] = useState<{ key: string; on: boolean } | null>(null);
  const added = card.endorsements.filter((e) => e.added).map((e) => e.key);
  const { requote, busy, ready } = useCardRequote(quoteId, card, ({ key, on }: { key: string; on: boolean }) => ({
    endorsements: { [card.program.code]: on ? [...added, key] : added.filter((k) => k !== key) },
  }));
  if (!card.endorsements.length) return null;
  const locked = card.status === "quoting" || card.status === "bound";
  const selectable = card.endorsements.some((e) => e.status === "available" || e.status === "added");
  return (
    <section aria-labelledby={`${uid}-endorsements`}>
      <SubHeading id={`${uid}-endorsements`}>
        Endorsements<VisuallyHidden> of {card.program.code}</VisuallyHidden>
      </SubHeading>
      {selectable && !locked ? (
        <p className="hint muted options-hint" id={`${uid}-hint`}>
          Adding or removing an endorsement re-quotes this program.
        </p>
      ) : null}
      <ul className="list" aria-label={`Endorsements of ${card.program.code}`}>
        {card.endorsements.map((e) => {
          if (e.status === "included")
            return (
              <li key={e.key}>
                {e.name}:{" "}
                <StatusText status="quoted">
                  <span aria-hidden="true">✓ </span>Included
                </StatusText>
              </li>
            );
          if (e.status === "unavailable")
            return (
              <li key={e.key}>
                {e.name}: <span className="muted">Not available</span>
              </li>
            );
          const pending = clicked?.key === e.key ? clicked.on : busy && requote.variables?.key === e.key ? requote.variables.on : null;
          return (
            <li key={e.key}>
              <Choice
                type="checkbox"
                checked={pending ?? e.added}
                disabled={busy || clicked !== null || locked || !ready}
                aria-describedby={!locked ? `${uid}-hint` : undefined}
                onChange={(ev) => {
                  const change = { key: e.key, on: ev.target.checked };
                  setClicked(change);
                  requote.mutate(change, { onSettled: () => setClicked(null) });
                }}
              >
                <span>
                  {e.name} <span className="muted">{`${e.added ? "added, " : "+"}${formatMoney(e.premium)} a year`}</span>
                </span>
              </Choice>
            </li>
          );
        })}
      </ul>
      <RequoteStatus card={card} busy={busy} error={requote.error} />
    </section>
  );
}
