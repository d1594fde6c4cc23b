// Term/value pairs as a description list (<dl>). grid: a summary box that reflows from several columns
// to one at a phone's width; stats: small labels over large figures; inline: "Premium $x  Taxes $y" on
// one wrapping line; terms: titles over paragraphs (terms and conditions).
import type { ReactNode } from "react";

export interface DataItem {
  term: ReactNode;
  value: ReactNode;
  /** React key when the term is not a string. */
  id?: string;
  /** Span the whole width of a grid (a list under the others). */
  wide?: boolean;
  valueClassName?: string;
}

export function DataList({
  items,
  variant = "grid",
  className,
}: {
  items: Array<DataItem | null | false>;
  variant?: "grid" | "stats" | "inline" | "terms";
  className?: string;
}) {
  return (
    <dl className={[`data-list data-list-${variant}`, className ?? ""].filter(Boolean).join(" ")}>
      {items
        .filter((i): i is DataItem => Boolean(i))
        .map((item, i) => (
          <div key={item.id ?? (typeof item.term === "string" ? item.term : i)} className={item.wide ? "data-list-wide" : undefined}>
            <dt>{item.term}</dt>
            <dd className={item.valueClassName}>{item.value}</dd>
          </div>
        ))}
    </dl>
  );
}
