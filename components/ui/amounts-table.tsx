// Amounts that add up: a label per row, the money right-aligned in tabular figures, and a total row.
// Rows may be details of the row after them (normal weight, optionally indented), or a value that is
// not money (a method, a count).
import type { ReactNode } from "react";
import { formatMoney } from "@/lib/client/format";

export interface AmountRow {
  label: ReactNode;
  /** Money in dollars; null or undefined shows "-". */
  amount?: number | null;
  /** Shown instead of an amount. */
  value?: ReactNode;
  /** A line item (normal weight); indented: a part of the next subtotal. */
  detail?: "plain" | "indented";
  id?: string;
}

interface Props {
  rows: AmountRow[];
  total?: { label: ReactNode; amount: number | null; emphasis?: "strong" | "price" };
  /** The table's accessible name: a label, or the id of a heading that names it. */
  label?: string;
  labelledBy?: string;
  caption?: ReactNode;
  size?: "sm";
}

export function AmountsTable({ rows, total, label, labelledBy, caption, size }: Props) {
  return (
    <table className={size === "sm" ? "data amounts amounts-sm" : "data amounts"} aria-label={label} aria-labelledby={labelledBy}>
      {caption ? <caption className="muted">{caption}</caption> : null}
      <tbody>
        {rows.map((row, i) => (
          <tr key={row.id ?? (typeof row.label === "string" ? row.label : i)} className={row.detail ? `amounts-${row.detail}` : undefined}>
            <th scope="row">{row.label}</th>
            <td className="num">{row.value ?? formatMoney(row.amount)}</td>
          </tr>
        ))}
        {total ? (
          <tr>
            <th scope="row">{total.label}</th>
            {total.emphasis === "price" ? (
              <td className="num price">{formatMoney(total.amount)}</td>
            ) : (
              <td className="num">
                <strong>{formatMoney(total.amount)}</strong>
              </td>
            )}
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
