// Spacing without inline styles: a vertical stack, a wrapping row, and responsive grids.
import type { ReactNode } from "react";

const cx = (...names: Array<string | undefined>) => names.filter(Boolean).join(" ");

/** Children one under another, 0.75rem apart. */
export function Stack({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cx("stack", className)}>{children}</div>;
}

/** Children side by side, vertically centred, wrapping on narrow screens. */
export function Row({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cx("row", className)}>{children}</div>;
}

/**
 * Columns that reflow with the width: `cards` (program cards, at least 300px), `halves` (two panels
 * side by side on a wide screen, one column on a phone), `fields` (form fields, at least 13.5rem),
 * `compact` (short fields such as expiry and security code, at least 9rem).
 */
export function Grid({ kind, className, children }: { kind: "cards" | "halves" | "fields" | "compact"; className?: string; children: ReactNode }) {
  return <div className={cx("grid", `grid-${kind}`, className)}>{children}</div>;
}
