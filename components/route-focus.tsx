"use client";
// After a client-side navigation, focus moves to the new page's heading (its h1), so keyboard and screen
// reader users start at the top of what changed instead of on the body. The first page load is left
// alone (the browser starts at the top, and the skip link is the first stop).
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

const WAIT_MS = 2000;

export function RouteFocus() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Pages that load their data show the heading a moment later: wait for it, up to WAIT_MS.
    const until = Date.now() + WAIT_MS;
    let frame = 0;
    const tryFocus = () => {
      const heading = document.querySelector<HTMLElement>("main h1");
      if (heading) {
        if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
        heading.focus({ preventScroll: true });
        return;
      }
      if (Date.now() < until) frame = requestAnimationFrame(tryFocus);
      else document.querySelector<HTMLElement>("main")?.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}
