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
    // Pages that load their data show (or replace) their heading a moment later: for WAIT_MS, whenever the
    // focus is nowhere (on the body, as after the focused heading was replaced), it goes to the h1. Once the
    // reader moves the focus elsewhere, it is theirs.
    const until = Date.now() + WAIT_MS;
    let frame = 0;
    const tick = () => {
      const active = document.activeElement;
      const heading = document.querySelector<HTMLElement>("main h1");
      if (heading && (!active || active === document.body || active.id === "main")) {
        if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
        heading.focus({ preventScroll: true });
      } else if (!heading && Date.now() >= until) {
        document.querySelector<HTMLElement>("main")?.focus({ preventScroll: true });
      }
      const mine = active === heading || active === document.body || !active;
      if (Date.now() < until && mine) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}
