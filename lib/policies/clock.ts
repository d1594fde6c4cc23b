// What time it is for a policy's servicing: the wall clock, or in a sandbox the agency's test clock
// (POST /v1/sandbox/clock), so a term's year can be walked through in a test. Jobs run by the same clock.
import "server-only";
import type { AgencyPrincipal } from "@/lib/auth/api-keys";
import type { Db } from "@/lib/db/client";
import { latestAudit, recordAudit, type AuditRow } from "@/lib/db/queries/audit";
import { clockOffsetDays, setClockOffsetDays } from "@/lib/db/queries/clock";
import { notFound, validationError } from "@/lib/errors";
import { isoDay } from "@/lib/dates";

const DAY_MS = 86_400_000;

export interface ServicingClock {
  now: Date;
  today: string;
}

export function clockAt(now: Date, offsetDays = 0): ServicingClock {
  const shifted = new Date(now.getTime() + offsetDays * DAY_MS);
  return { now: shifted, today: isoDay(shifted) };
}

export async function agencyClock(db: Db, agencyId: string, wall: Date = new Date()): Promise<ServicingClock> {
  return clockAt(wall, await clockOffsetDays(db, agencyId));
}

export const CLOCK_MOVED = "sandbox.clock_moved";

export interface ClockMove {
  at: Date;
  actor: string;
  fromOffsetDays: number;
  toOffsetDays: number;
  requestId: string | null;
}

export interface SandboxClockState {
  today: string;
  offsetDays: number;
  /** The latest moves, newest first (from the audit log). */
  moves: ClockMove[];
}

const MOVES_SHOWN = 20;

/**
 * The clock exists only in test mode (decision 043), as Stripe's test clocks: a live key or the portal in live mode
 * finds no clock. Test mode never reaches a live payment provider, so moving its clock charges nothing real.
 */
function requireTestMode(principal: Pick<AgencyPrincipal, "livemode">): void {
  if (principal.livemode) throw notFound("The sandbox clock exists only in test mode: use a qk_test_ key, or switch the portal to test mode.");
}

function moveOf(row: AuditRow): ClockMove {
  const before = (row.before ?? {}) as { offsetDays?: number };
  const after = (row.after ?? {}) as { offsetDays?: number };
  return { at: row.createdAt, actor: row.actor, fromOffsetDays: before.offsetDays ?? 0, toOffsetDays: after.offsetDays ?? 0, requestId: row.requestId };
}

/** The agency's servicing day and who moved the clock, when and how far. */
export async function sandboxClock(db: Db, principal: AgencyPrincipal): Promise<SandboxClockState> {
  requireTestMode(principal);
  const [offsetDays, rows] = await Promise.all([clockOffsetDays(db, principal.agencyId), latestAudit(db, principal.agencyId, CLOCK_MOVED, MOVES_SHOWN)]);
  return { today: clockAt(new Date(), offsetDays).today, offsetDays, moves: rows.map(moveOf) };
}

/** The day the clock is to show, as days ahead of today; `reset` is today (offset 0). */
export function targetOffsetDays(
  body: { date?: string | undefined; advanceDays?: number | undefined; reset?: boolean | undefined },
  current: number,
  realToday: string,
): number {
  if (body.reset) return 0;
  const offsetDays =
    body.date !== undefined ? Math.round((Date.parse(`${body.date}T00:00:00Z`) - Date.parse(`${realToday}T00:00:00Z`)) / DAY_MS) : current + body.advanceDays!;
  if (offsetDays < 0) throw validationError([{ path: "date", message: `must be today (${realToday}) or later`, code: "date_in_past" }]);
  if (offsetDays > 3 * 366)
    throw validationError([{ path: body.date !== undefined ? "date" : "advanceDays", message: "may be at most three years ahead", code: "too_far" }]);
  return offsetDays;
}

/**
 * Sets the agency's sandbox clock (ahead, or back to today with `reset`; never before today), records the
 * move in the audit log with who made it, then runs the servicing jobs that came due. Administrators and
 * API keys only (lib/auth/permissions.ts). Jobs that already ran stay done: going back to today does not
 * undo a cancellation, it lets new business bind on today's dates again.
 */
export async function setSandboxClock(
  db: Db,
  principal: AgencyPrincipal,
  body: { date?: string | undefined; advanceDays?: number | undefined; reset?: boolean | undefined },
  deps: { runServicing(): Promise<{ ran: number }> },
  ctx: { requestId: string },
): Promise<SandboxClockState & { jobsRun: number }> {
  requireTestMode(principal);
  const agencyId = principal.agencyId;
  await db.$transaction(async (tx) => {
    const current = await clockOffsetDays(tx, agencyId, { lock: true });
    const offsetDays = targetOffsetDays(body, current, isoDay());
    if (offsetDays === current) return;
    await setClockOffsetDays(tx, agencyId, offsetDays);
    await recordAudit(tx, {
      agencyId,
      actor: principal.actor,
      action: CLOCK_MOVED,
      objectType: "agency",
      objectId: agencyId,
      before: { offsetDays: current, today: clockAt(new Date(), current).today },
      after: { offsetDays, today: clockAt(new Date(), offsetDays).today, days: offsetDays - current },
      requestId: ctx.requestId,
    });
  });
  const report = await deps.runServicing();
  return { ...(await sandboxClock(db, principal)), jobsRun: report.ran };
}
