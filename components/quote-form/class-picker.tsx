"use client";
// Industry / class autocomplete over the appetite API: NAICS 2022 search, then the carriers'
// classifications under the best hits.
import { useEffect, useId, useState } from "react";
import { apiFetch } from "@/lib/client/api";

interface Option {
  code: string;
  description: string;
  naics: string;
}

export function ClassPicker({ value, onChange, error }: { value: string; onChange: (code: string, label: string) => void; error?: string }) {
  const id = useId();
  const [text, setText] = useState("");
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const q = text.trim();
    if (q.length < 2 || /^\d{5} /.test(q)) {
      setOptions([]);
      return;
    }
    const t = setTimeout(async () => {
      try {
        const hits = await apiFetch<{ items: Array<{ code: string; title: string; classificationCount: number }> }>("GET", `/v1/appetite/naics?q=${encodeURIComponent(q)}&limit=8`);
        const withClasses = hits.items.filter((h) => h.classificationCount > 0).slice(0, 3);
        const lists = await Promise.all(
          withClasses.map((h) => apiFetch<{ items: Array<{ code: string; description: string }> }>("GET", `/v1/appetite/naics/${encodeURIComponent(h.code)}/classifications`).then((r) => r.items.map((c) => ({ ...c, naics: `${h.code} ${h.title}` })))),
        );
        const seen = new Set<string>();
        setOptions(lists.flat().filter((o) => !seen.has(o.code) && seen.add(o.code)).slice(0, 12));
        setOpen(true);
        setActive(-1);
      } catch {
        setOptions([]);
      }
    }, 250);
    return () => clearTimeout(t);
  }, [text]);

  const choose = (o: Option) => {
    const label = `${o.code} ${o.description}`;
    setText(label);
    setOpen(false);
    onChange(o.code, label);
  };

  return (
    <div className="field" style={{ position: "relative" }}>
      <label htmlFor={id}>Industry or class</label>
      <input
        id={id}
        role="combobox"
        aria-expanded={open && options.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 && options[active] ? `${id}-option-${active}` : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        autoComplete="off"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
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
          }
          else if (e.key === "Enter" && open && options[active]) {
            e.preventDefault();
            choose(options[active]!);
          } else if (e.key === "Escape") setOpen(false);
        }}
      />
      <span id={`${id}-hint`} className="hint">
        Type a trade (e.g. bakery, plumber) or a NAICS code{value ? `; chosen class ${value}` : ""}
      </span>
      {open && options.length > 0 ? (
        <ul id={`${id}-list`} role="listbox" className="card" style={{ position: "absolute", zIndex: 10, left: 0, right: 0, margin: 0, padding: 0, listStyle: "none", maxHeight: 280, overflowY: "auto" }}>
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
              style={{ padding: "0.4rem 0.6rem", cursor: "pointer", background: i === active ? "#e8edff" : undefined }}
            >
              <strong>{o.code}</strong> {o.description} <span className="muted">· NAICS {o.naics}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
