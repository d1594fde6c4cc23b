// One bound policy per line per insured and term, across binds (decision 019): the rule is pure
// (line-guard.ts); here it reads the policies it compares with, and holds an advisory lock per insured
// and line so that two binds of rival programs cannot both pass it.
import "server-only";
import type { Tx } from "@/lib/db/client";
import { liveBindsOfLines, renewalsOfFolios } from "@/lib/db/queries/applications";
import { lockInsuredLines, policiesOfLines } from "@/lib/db/queries/policies";
import type { ApplicationRecord } from "@/lib/db/records/application";
import { AppError } from "@/lib/errors";
import { insuredOf } from "@/lib/rating/insured";
import {
  coverEndOf,
  coveringPolicy,
  insuredLockKeys,
  oneLinePerInsured,
  requireLineFree,
  sameInsured,
  type BindingTerm,
  type InsuredIdentity,
} from "./line-guard";

export function insuredIdentity(app: Pick<ApplicationRecord, "groupId" | "risk">): InsuredIdentity {
  const insured = insuredOf(app.risk);
  return { groupId: app.groupId, name: insured.name, zip: insured.zip };
}

/** The applications of one request (in quoteRequestIds order) as the rule sees them; travel and unrated ones are left out. */
export async function bindingTerms(db: Tx, apps: readonly ApplicationRecord[]): Promise<BindingTerm[]> {
  const guarded = apps
    .map((app, index) => ({ app, index }))
    .filter(({ app }) => oneLinePerInsured(app.program.type) && app.effectiveDate && app.expirationDate);
  if (!guarded.length) return [];
  const renewals = await renewalsOfFolios(db, [...new Set(guarded.map(({ app }) => app.folioId))]);
  return guarded.map(({ app, index }) => ({
    index,
    id: app.id,
    programCode: app.program.code,
    line: app.program.type,
    insured: insuredIdentity(app),
    effectiveDate: app.effectiveDate!,
    expirationDate: app.expirationDate!,
    renewalOfPolicyId: renewals.get(app.folioId) ?? null,
  }));
}

/** The policies of the agency (not cancelled) that could cover these terms' lines for their insureds. */
async function candidatePolicies(db: Tx, agencyId: string, terms: readonly BindingTerm[]) {
  return policiesOfLines(db, agencyId, {
    lines: [...new Set(terms.map((t) => t.line))],
    groupIds: [...new Set(terms.map((t) => t.insured.groupId))],
    zips: [...new Set(terms.flatMap((t) => (t.insured.zip ? [t.insured.zip.slice(0, 5)] : [])))],
    from: terms.map((t) => t.effectiveDate).sort()[0]!,
    to: terms
      .map((t) => t.expirationDate)
      .sort()
      .at(-1)!,
  });
}

/** 409 line_already_bound when a policy not cancelled already covers a term's line for its insured. */
export async function requireLinesFree(db: Tx, agencyId: string, terms: readonly BindingTerm[]): Promise<void> {
  if (!terms.length) return;
  requireLineFree(terms, await candidatePolicies(db, agencyId, terms));
}

/** For each term, the policy that already covers its line for its insured (what bind would refuse), or none. */
export async function coveringPolicies(db: Tx, agencyId: string, terms: readonly BindingTerm[]) {
  if (!terms.length) return [];
  const policies = await candidatePolicies(db, agencyId, terms);
  return terms.flatMap((term) => {
    const policy = coveringPolicy(term, policies);
    return policy ? [{ term, policy, coverEnd: coverEndOf(policy)! }] : [];
  });
}

/**
 * In the transaction that takes the bind lock: waits for the insured's lines (advisory locks held to
 * the end of the transaction), refuses while another bind of the same line for the same insured holds
 * its bind lock (it is charging now), and checks the policies again. Two racing binds of KM-BOP and
 * SA-BOP for one insured run this one after the other; the second sees the first's bind lock, or its policy.
 */
export async function holdLines(tx: Tx, agencyId: string, terms: readonly BindingTerm[], ownIds: string[], now: Date): Promise<void> {
  if (!terms.length) return;
  await lockInsuredLines(
    tx,
    terms.flatMap((t) => insuredLockKeys(agencyId, t.line, t.insured)),
  );
  const rivals = await liveBindsOfLines(tx, agencyId, [...new Set(terms.map((t) => t.line))], ownIds, now);
  for (const term of terms) {
    const rival = rivals.find((r) => r.program.type === term.line && sameInsured(term.insured, insuredIdentity(r)));
    if (rival) {
      throw new AppError(
        "bind_in_progress",
        `Another bind of ${term.line} for ${term.insured.name} (${rival.program.code}, application ${rival.id}) is in progress; one insured holds one policy per line, so ${term.programCode} waits for it. Retry in a moment.`,
        [
          {
            path: `quoteRequestIds[${term.index}]`,
            message: `a ${rival.program.code} bind for the same insured is in progress`,
            code: "line_bind_in_progress",
          },
        ],
      );
    }
  }
  await requireLinesFree(tx, agencyId, terms);
}
