// Test and live modes (decision 043). A key's prefix names its mode; the portal's mode is a cookie the agent sets
// with the switch in the header. Test mode acts on the agency's test twin, made on first use.
import "server-only";
import type { Tx } from "@/lib/db/client";
import { ensureTestAgency } from "@/lib/db/queries/agencies";

/** The portal's mode: "test" while the agent works in test mode; absent (or anything else) is live. */
export const MODE_COOKIE = "quoting_mode";

export function isTestModeCookie(value: string | undefined): boolean {
  return value === "test";
}

/** Test twins by live agency, per process: a twin, once made, is never replaced. */
export class TestAgencies {
  private readonly byLive = new Map<string, string>();

  async of(db: Tx, liveAgencyId: string): Promise<string> {
    const known = this.byLive.get(liveAgencyId);
    if (known) return known;
    const id = await ensureTestAgency(db, liveAgencyId);
    this.byLive.set(liveAgencyId, id);
    return id;
  }
}

/**
 * The caller as its agency's team: people, roles and invitations belong to the live agency in either mode, so an
 * administrator in test mode manages the same team (and their audit rows are in the live agency's log).
 */
export function asTeam<P extends { agencyId: string; liveAgencyId: string }>(principal: P): P {
  return principal.agencyId === principal.liveAgencyId ? principal : { ...principal, agencyId: principal.liveAgencyId };
}
