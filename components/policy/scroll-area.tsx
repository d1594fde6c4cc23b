// A horizontally scrollable wrapper for wide tables on narrow screens; focusable so that keyboard users
// can scroll it (axe: scrollable-region-focusable). The table inside carries the accessible name.
import type { ReactNode } from "react";

export function ScrollArea({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div tabIndex={0} className={className} style={{ overflowX: "auto" }}>
      {children}
    </div>
  );
}
