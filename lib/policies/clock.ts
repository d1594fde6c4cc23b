// What time it is for a policy's servicing: the wall clock, or in a sandbox the agency's test clock
// (POST /v1/sandbox/clock), so a term's year can be walked through in a test. Jobs run by the same clock.
import "server-only";
import type { Db } from "@/lib/db/client";
import { clockOffsetDays, setClockOffsetDays } from "@/lib/db/queries/clock";
import { notFound, validationError } from "@/lib/errors";
import type { PaymentProvider } from "@/lib/payments/provider";
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

/** Where money is live the clock cannot move: the offline provider, or Stripe with test keys, only. */
export function sandboxClockAllowed(payments: Pick<PaymentProvider, "name">, stripeSecretKey: string | undefined): boolean {
  return payments.name === "offline" || Boolean(stripeSecretKey?.startsWith("sk_test_"));
}

/** Sets the agency's sandbox clock (never back before today), then runs the servicing jobs that came due. */
export async function setSandboxClock(
  db: Db,
  agencyId: string,
  body: { date?: string | undefined; advanceDays?: number | undefined },
  deps: { payments: PaymentProvider; env: { STRIPE_SECRET_KEY?: string | undefined }; runServicing(): Promise<{ ran: number }> },
): Promise<{ today: string; offsetDays: number; jobsRun: number }> {
  if (!sandboxClockAllowed(deps.payments, deps.env.STRIPE_SECRET_KEY)) throw notFound("The sandbox clock exists only where payments are in test mode.");
  const current = await clockOffsetDays(db, agencyId);
  const realToday = isoDay();
  const offsetDays =
    body.date !== undefined ? Math.round((Date.parse(`${body.date}T00:00:00Z`) - Date.parse(`${realToday}T00:00:00Z`)) / DAY_MS) : current + body.advanceDays!;
  if (offsetDays < 0) throw validationError([{ path: "date", message: `must be today (${realToday}) or later`, code: "date_in_past" }]);
  if (offsetDays > 3 * 366)
    throw validationError([{ path: body.date !== undefined ? "date" : "advanceDays", message: "may be at most three years ahead", code: "too_far" }]);
  await setClockOffsetDays(db, agencyId, offsetDays);
  const report = await deps.runServicing();
  return { today: clockAt(new Date(), offsetDays).today, offsetDays, jobsRun: report.ran };
}
