// A policy's state, derived from its dates and what happened to it (pure): read tomorrow, it is right
// tomorrow. Stored is only what cannot be derived: that a cancellation was asked for, and that it took effect.
import type { PolicyRecord } from "@/lib/db/records/policy";
import type { ProgramRecord } from "@/lib/db/records/program";
import { addDays } from "@/lib/dates";

export type PolicyState = "scheduled" | "in_force" | "pending_cancellation" | "cancelled" | "expired";

export interface StateFacts {
  /** Set once a cancellation took effect. */
  cancelled: boolean;
  effectiveDate: string;
  /** The first day not covered (the expiration date for annual terms; the day after the trip ends for travel). */
  termEnd: string;
  /** A cancellation asked for and not yet in effect. */
  pendingCancellationOn: string | null;
}

export function policyState(p: StateFacts, today: string): PolicyState {
  if (p.cancelled) return "cancelled";
  if (today >= p.termEnd) return "expired";
  if (p.pendingCancellationOn) return "pending_cancellation";
  return today < p.effectiveDate ? "scheduled" : "in_force";
}

/** Annual terms end on their expiration date; a trip is covered through its last day. */
export function termEndOf(expirationDate: string, travel: boolean): string {
  return travel ? addDays(expirationDate, 1) : expirationDate;
}

/** The first day a policy does not cover. */
export function termEndOfPolicy(policy: Pick<PolicyRecord, "expirationDate">, program: Pick<ProgramRecord, "type">): string {
  return termEndOf(policy.expirationDate, program.type === "TI");
}

/** The day a scheduled cancellation takes effect, or null. */
export function pendingOn(policy: Pick<PolicyRecord, "cancellation">): string | null {
  return policy.cancellation?.status === "scheduled" ? policy.cancellation.effectiveDate : null;
}

/** A policy's state as of a day. */
export function stateOf(policy: PolicyRecord, program: Pick<ProgramRecord, "type">, today: string): PolicyState {
  return policyState(
    {
      cancelled: policy.status === "cancelled",
      effectiveDate: policy.effectiveDate,
      termEnd: termEndOfPolicy(policy, program),
      pendingCancellationOn: pendingOn(policy),
    },
    today,
  );
}
