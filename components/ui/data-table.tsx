// A table of records: column headings (amount columns right-aligned), one row per record, an optional
// caption or accessible name, and an optional total row. The portal's tables of schedules, payments,
// limits and coverages are all this shape; wrap in ScrollArea where it may be wider than a phone.
import type { ReactNode } from "react";

export interface Column {
  header: ReactNode;
  /** Right-aligned figures (amounts, limits). */
  num?: boolean;
}

export interface TableRow {
  key: string | number;
  cells: ReactNode[];
  /** An anchor for the row, for links to it from elsewhere on the page. */
  id?: string;
}

interface Props {
  columns: Column[];
  rows: TableRow[];
  /** The accessible name when there is no visible caption. */
  label?: string;
  caption?: ReactNode;
  /** A closing row: its heading spans the columns before the last, its value sits under the last. */
  total?: { header: ReactNode; value: ReactNode };
  className?: string;
}

export function DataTable({ columns, rows, label, caption, total, className }: Props) {
  const num = (i: number) => (columns[i]?.num ? "num" : undefined);
  return (
    <table className={["data", className].filter(Boolean).join(" ")} aria-label={caption ? undefined : label}>
      {caption ? <caption className="table-title">{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th key={i} scope="col" className={num(i)}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} id={r.id}>
            {r.cells.map((cell, i) => (
              <td key={i} className={num(i)}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {total ? (
        <tfoot>
          <tr>
            <th scope="row" colSpan={Math.max(1, columns.length - 1)}>
              {total.header}
            </th>
            <td className="num strong">{total.value}</td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
