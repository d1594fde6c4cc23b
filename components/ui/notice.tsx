// Messages in the flow of a page: an alert (something went wrong, announced at once), a status
// (something finished, announced politely) or a quiet notice (a condition to know about).
import type { ReactNode } from "react";

type Kind = "alert" | "status" | "notice";

export function Notice({ kind = "notice", children, className, as: Tag = "p" }: { kind?: Kind; children: ReactNode; className?: string; as?: "p" | "div" }) {
  const base = kind === "alert" ? "error" : kind === "notice" ? "notice" : "";
  const classes = [base, className ?? ""].filter(Boolean).join(" ") || undefined;
  return (
    <Tag role={kind === "notice" ? undefined : kind} className={classes}>
      {children}
    </Tag>
  );
}

/** Text for screen readers only. */
export function VisuallyHidden({ children, as: Tag = "span", role }: { children: ReactNode; as?: "span" | "p"; role?: "status" }) {
  return (
    <Tag className="sr-only" role={role}>
      {children}
    </Tag>
  );
}
