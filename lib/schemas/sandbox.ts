// The sandbox clock (test mode only): moving it, and where it stands.
import { z } from "zod";
import { DateString, Timestamp, envelope } from "./common";

export const SandboxClockRequest = z
  .object({
    date: DateString.optional().describe("Set the agency's servicing clock to this day (today or later)"),
    advanceDays: z.number().int().min(0).max(800).optional().describe("Or move it forward this many days"),
    reset: z.literal(true).optional().describe("Or put it back to today (jobs that already ran stay done)"),
  })
  .strict()
  .refine((b) => [b.date, b.advanceDays, b.reset].filter((v) => v !== undefined).length === 1, {
    message: "give one of date, advanceDays or reset",
    path: ["date"],
  });
export const ClockMoveView = z.object({
  at: Timestamp,
  actor: z.string().describe('Who moved it: "user:<id>" or "api_key:<id>"'),
  fromOffsetDays: z.number().int(),
  toOffsetDays: z.number().int(),
  requestId: z.string().nullable(),
});
export const SandboxClockState = z.object({
  today: DateString.describe("The agency's servicing day now"),
  offsetDays: z.number().int().describe("Days the servicing clock runs ahead of today"),
  moves: z.array(ClockMoveView).describe("The latest moves of the clock, newest first (each is in the audit log)"),
});
export const SandboxClockView = SandboxClockState.extend({
  jobsRun: z.number().int().describe("Servicing jobs that came due and ran (cancellations, installments, renewal offers, lapses)"),
});
export const SandboxClockStateResponse = envelope(SandboxClockState);
export const SandboxClockResponse = envelope(SandboxClockView);
