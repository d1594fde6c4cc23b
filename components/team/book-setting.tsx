"use client";
// Whether producers see the whole agency's book (decision 045): an administrator reads and changes it on /people.
// The change counts from each producer's next request; administrators and service staff always see everything.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Choice, FieldSet } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Panel } from "@/components/ui/panel";
import { Problem } from "@/components/ui/problem";
import { getAgencySettings, updateAgencySettings } from "@/lib/client/endpoints";
import { queryKeys } from "@/lib/client/query-keys";

const CHOICES = [
  { value: true, label: "The whole agency's book", text: "every client, quote and policy of the agency." },
  {
    value: false,
    label: "Only their own clients and quotes",
    text: "the quotes they started, the policies bound from them, and the clients they created or quoted. Quotes made with an API key are nobody's own.",
  },
] as const;

export function BookSetting() {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: queryKeys.agencySettings, queryFn: getAgencySettings });
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [saved, setSaved] = useState(false);
  const current = settings.data?.producersSeeAllBook;
  const value = chosen ?? current;
  const save = useMutation({
    mutationFn: (producersSeeAllBook: boolean) => updateAgencySettings({ producersSeeAllBook }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.agencySettings, data);
      setChosen(null);
      setSaved(true);
    },
  });
  const now = CHOICES.find((c) => c.value === current);
  return (
    <Panel title="What producers see">
      {settings.error ? <Problem error={settings.error} /> : null}
      {settings.isPending ? <p className="muted flush">Loading…</p> : null}
      {now ? (
        <p className="flush">
          Producers see: <span className="strong">{now.label.toLowerCase()}</span>. Administrators and service staff always see the whole book, and so does
          every API key.
        </p>
      ) : null}
      {saved && !save.isPending ? <Notice kind="status">Saved. It counts from each producer&apos;s next page or request.</Notice> : null}
      <form
        className="stack"
        aria-label="What producers see"
        onSubmit={(ev) => {
          ev.preventDefault();
          if (value !== undefined) save.mutate(value);
        }}
      >
        <FieldSet legend="Producers see">
          {CHOICES.map((c) => (
            <Choice
              key={String(c.value)}
              type="radio"
              name="producers-see"
              checked={value === c.value}
              disabled={current === undefined}
              onChange={() => {
                setChosen(c.value);
                setSaved(false);
              }}
            >
              <span>
                <span className="strong">{c.label}</span>: {c.text}
              </span>
            </Choice>
          ))}
        </FieldSet>
        <div>
          <Button type="submit" variant="primary" disabled={current === undefined || value === current || save.isPending}>
            Save
          </Button>
        </div>
        {save.error ? <Problem error={save.error} /> : null}
      </form>
    </Panel>
  );
}
