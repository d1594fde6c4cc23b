// A box that scrolls sideways inside its card when a table is wider than a phone, instead of widening
// the page. Focusable, so that keyboard users can scroll it (axe: scrollable-region-focusable); with a
// label it is a named region, otherwise the table inside carries the name.
import type { ReactNode } from "react";

export function ScrollArea({ label, className, id, children }: { label?: string; className?: string; id?: string; children: ReactNode }) {
  return (
    <div id={id} tabIndex={0} className={className ? `scroll-x ${className}` : "scroll-x"} {...(label ? { role: "region", "aria-label": label } : {})}>
      {children}
    </div>
  );
}
