// The comparison grid's arithmetic, pure: which programs are columns and in what order, which is the best
// price of its line, and the rows (limits, deductibles, endorsements) with where programs differ.
// components/folio/comparison-grid.tsx renders it; lib/client/compare.test.ts pins it down.
import type { z } from "zod";
import type { ProgramCard, SessionCard } from "@/lib/schemas/quote";

export type Card = ProgramCard | z.infer<typeof SessionCard>;

const PRICED = new Set(["quoted", "referred", "bound"]);
export const isComparable = (c: Pick<Card, "status">) => PRICED.has(c.status) || c.status === "quoting";

const cents = (x: number) => Math.round(x * 100);

/**
 * Columns: priced programs first, cheapest annual total first (ties keep the session's order), then those
 * still quoting in the session's order. Declined and failed programs are not columns: see `notQuoted`.
 */
export function columnsOf<C extends Card>(cards: C[]): C[] {
  const indexed = cards.map((card, i) => ({ card, i }));
  const priced = indexed.filter(({ card }) => PRICED.has(card.status) && card.pricing);
  const quoting = indexed.filter(({ card }) => isComparable(card) && !(PRICED.has(card.status) && card.pricing));
  priced.sort((a, b) => cents(a.card.pricing!.totalAnnual) - cents(b.card.pricing!.totalAnnual) || a.i - b.i);
  return [...priced, ...quoting].map(({ card }) => card);
}

export const notQuoted = <C extends Card>(cards: C[]): C[] => cards.filter((c) => !isComparable(c));

/**
 * Columns in an order the agent already saw (program codes, issue 34 item 2): a program re-quoted keeps its
 * column instead of jumping to its new price's place. Programs not in `order` follow, in `columns`' order.
 * With no order yet (programs still answering), `columns` as they are: cheapest first.
 */
export function keepOrder<C extends Card>(columns: C[], order: string[] | null): C[] {
  if (!order) return columns;
  const at = (c: C) => {
    const i = order.indexOf(c.program.code);
    return i === -1 ? order.length : i;
  };
  return columns
    .map((card, i) => ({ card, i }))
    .sort((a, b) => at(a.card) - at(b.card) || a.i - b.i)
    .map(({ card }) => card);
}

/** Whether columns are in price order (as `columnsOf` puts them). */
export const inPriceOrder = (shown: Card[], sorted: Card[]) => shown.every((c, i) => c.program.code === sorted[i]?.program.code);

/**
 * The card id with the lowest annual total among the quoted (bindable) cards of each line that has two or
 * more priced programs: with one program there is nothing to be best against.
 */
export function bestByLine(cards: Card[]): Set<string> {
  const byLine = new Map<string, Card[]>();
  for (const c of cards) if (c.status === "quoted" && c.pricing) byLine.set(c.program.type, [...(byLine.get(c.program.type) ?? []), c]);
  const best = new Set<string>();
  for (const group of byLine.values()) {
    if (group.length < 2) continue;
    const low = Math.min(...group.map((c) => cents(c.pricing!.totalAnnual)));
    for (const c of group) if (cents(c.pricing!.totalAnnual) === low) best.add(c.id);
  }
  return best;
}

export interface CompareRow {
  key: string;
  label: string;
  /** One cell per column: the text shown, or null where the program does not have this row. */
  cells: (string | null)[];
  /** Not every column says the same (a program without the row counts as different). */
  differs: boolean;
}

const differs = (cells: (string | null)[]) => cells.length > 1 && new Set(cells.map((c) => c ?? "\u0000none")).size > 1;

/** One row per option key of any column (limits, deductibles, retentions), labelled as its first program labels it. */
export function optionRows(columns: Card[], format: (unit: Card["options"][number]["unit"], value: number) => string): CompareRow[] {
  const labels = new Map<string, string>();
  for (const c of columns) for (const o of c.options) if (!labels.has(o.key)) labels.set(o.key, o.label);
  return [...labels].map(([key, label]) => {
    const cells = columns.map((c) => {
      const o = c.options.find((x) => x.key === key);
      return o ? format(o.unit, o.selectedValue) : null;
    });
    return { key: `option:${key}`, label, cells, differs: differs(cells) };
  });
}

/** One row per endorsement of any column: included, added (with its price), available (with its price), or not offered. `money` formats a price with its period. */
export function endorsementRows(columns: Card[], money: (n: number | null) => string): CompareRow[] {
  const names = new Map<string, string>();
  for (const c of columns) for (const e of c.endorsements) if (!names.has(e.key)) names.set(e.key, e.name);
  return [...names].map(([key, label]) => {
    const cells = columns.map((c) => {
      const e = c.endorsements.find((x) => x.key === key);
      if (!e || e.status === "unavailable") return null;
      if (e.status === "included") return "Included";
      if (e.status === "added") return `Added, ${money(e.premium)}`;
      return `Optional, +${money(e.premium)}`;
    });
    return { key: `endorsement:${key}`, label, cells, differs: differs(cells) };
  });
}

/** A row from one text per column. */
export function row(key: string, label: string, cells: (string | null)[]): CompareRow {
  return { key, label, cells, differs: differs(cells) };
}
