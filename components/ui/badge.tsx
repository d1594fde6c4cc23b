// Small labels: a pill for a program's marketing badges, or a status word in its colour (green for
// quoted or paid, indigo for bound, amber for waiting, red for refused), never colour alone: the word says it too.
// The colours are the tones' custom properties in app/globals.css (decision 053).
import type { ReactNode } from "react";

export type Tone = "neutral" | "info" | "ok" | "done" | "warn" | "bad";

const TONE_OF_STATUS: Record<string, Tone> = {
  quoted: "ok",
  bound: "done",
  active: "ok",
  in_force: "done",
  paid: "ok",
  offered: "ok",
  renewed: "ok",
  succeeded: "ok",
  quoting: "warn",
  referred: "warn",
  pending: "warn",
  due: "warn",
  scheduled: "info",
  upcoming: "neutral",
  pending_cancellation: "warn",
  rating: "warn",
  overdue: "bad",
  processing: "warn",
  requires_action: "warn",
  declined: "bad",
  quote_failed: "bad",
  failed: "bad",
  cancelled: "bad",
  no_quotes: "neutral",
  expired: "neutral",
  void: "neutral",
  lapsed: "neutral",
  // pay links and their emails
  sent: "ok",
  opened: "info",
  queued: "warn",
  stored: "neutral",
  created: "neutral",
};

export const statusTone = (status: string): Tone => TONE_OF_STATUS[status] ?? "neutral";

export function Badge({ tone = "info", children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}

/** An API status as a label: sentence case, words apart ("pending_cancellation" → "Pending cancellation"). */
export const statusLabel = (status: string) => (status.charAt(0).toUpperCase() + status.slice(1)).replace(/_/g, " ");

/** A status word in its tone; `status` is the API's value, the children what is shown (default: the value, readable). */
export function StatusText({ status, children, as: Tag = "span" }: { status: string; children?: ReactNode; as?: "span" | "p" | "strong" }) {
  return <Tag className={`status status-${statusTone(status)}`}>{children ?? statusLabel(status)}</Tag>;
}

/** A list of badges (a program's marketing badges). */
export function BadgeList({ label, items }: { label: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <ul aria-label={label} className="badge-list">
      {items.map((b) => (
        <li key={b}>
          <Badge>{b}</Badge>
        </li>
      ))}
    </ul>
  );
}
