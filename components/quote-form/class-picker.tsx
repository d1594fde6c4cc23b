"use client";
// Industry / class autocomplete over the appetite API: NAICS 2022 search, then the carriers'
// classifications under the best hits. An ARIA 1.2 combobox: arrow keys move aria-activedescendant,
// Enter chooses, Escape closes.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Field } from "@/components/ui/field";
import { listNaicsClassifications, searchNaics } from "@/lib/client/endpoints";
import { queryKeys } from "@/lib/client/query-keys";

interface Option {
  code: string;
  description: string;
  naics: string;
}

/** Up to 12 classes under the three best NAICS hits that have any. */
async function classesFor(q: string): Promise<Option[]> {
  const hits = await searchNaics(q, 8);
  const withClasses = hits.items.filter((h) => h.classificationCount > 0).slice(0, 3);
  const lists = await Promise.all(
    withClasses.map((h) =>
      listNaicsClassifications(h.code).then((r) => r.items.map((c) => ({ code: c.code, description: c.description, naics: `${h.code} ${h.title}` }))),
    ),
  );
  const seen = new Set<string>();
  return lists
    .flat()
    .filter((o) => !seen.has(o.code) && seen.add(o.code))
    .slice(0, 12);
}

/** Worth searching: two characters or more, and not a chosen class's own label ("10100 Bakeries"). */
const searchable = (q: string) => q.length >= 2 && !/^\d{5} /.test(q);

export function ClassPicker({ value, onChange, error }: { value: string; onChange: (code: string, label: string) => void; error?: string | undefined }) {
  const id = useId();
  // A form filled in from a quote or a client opens with its class in the box (its code; typing searches again).
  const [text, setText] = useState(value);
  const [q, setQ] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const t = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(t);
  }, [text]);
  const search = useQuery({
    queryKey: queryKeys.naics(q),
    queryFn: () => classesFor(q),
    enabled: searchable(q) && q !== value,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  const options = searchable(text.trim()) && text.trim() !== value && search.data ? search.data : [];
  // New options: nothing active until an arrow key says so.
  useEffect(() => setActive(-1), [search.data]);

  const choose = (o: Option) => {
    const label = `${o.code} ${o.description}`;
    setText(label);
    setOpen(false);
    onChange(o.code, label);
  };
  const expanded = open && options.length > 0;

  return (
    <Field
      id={id}
      label="Industry or class"
      className="combobox"
      hint={`Type a trade (e.g. bakery, plumber) or a NAICS code${value ? `; chosen class ${value}` : ""}`}
      error={error}
    >
      {(control) => (
        <>
          <input
            {...control}
            role="combobox"
            aria-expanded={expanded}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={expanded && active >= 0 && options[active] ? `${id}-option-${active}` : undefined}
            autoComplete="off"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              if (value) onChange("", "");
            }}
            onKeyDown={(e) => {
              if (e.key === "ArrowDown") {
                e.preventDefault();
                setOpen(true);
                setActive((a) => Math.min(a + 1, options.length - 1));
              } else if (e.key === "ArrowUp") {
                e.preventDefault();
                setActive((a) => Math.max(a - 1, 0));
              } else if (e.key === "Enter" && expanded && options[active]) {
                e.preventDefault();
                choose(options[active]!);
              } else if (e.key === "Escape") setOpen(false);
            }}
          />
          {expanded ? (
            <ul id={`${id}-list`} role="listbox" className="card listbox">
              {options.map((o, i) => (
                <li
                  key={o.code}
                  id={`${id}-option-${i}`}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    choose(o);
                  }}
                >
                  <strong>{o.code}</strong> {o.description} <span className="muted">· NAICS {o.naics}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </Field>
  );
}
