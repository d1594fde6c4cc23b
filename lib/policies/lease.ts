// One money movement per policy at a time: a lease on the policy row (not a transaction, so none stays
// open across a payment provider call). A second caller is told the policy is busy (409).
import "server-only";
import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { releasePolicyLease, takePolicyLease } from "@/lib/db/queries/policies";
import { AppError } from "@/lib/errors";
import { loadPolicy } from "./view";

/** How long a policy's lease lasts if its holder dies: longer than a provider call with its retries. */
const POLICY_LEASE_MS = 60_000;

export async function withPolicyLease<T>(db: Db, agencyId: string, policyId: string, fn: () => Promise<T>): Promise<T> {
  const token = randomUUID();
  const now = new Date();
  if (!(await takePolicyLease(db, agencyId, policyId, token, new Date(now.getTime() + POLICY_LEASE_MS), now))) {
    await loadPolicy(db, agencyId, policyId); // 404 for an unknown policy or another agency's
    throw new AppError("policy_busy", "A payment or cancellation of this policy is in progress; retry in a moment.");
  }
  try {
    return await fn();
  } finally {
    await releasePolicyLease(db, policyId, token);
  }
}
