// A client in one place (issue 30 items 5 and 6): the insured with its folios and policies, the renewals
// open on its policies (each with the expiring term beside the offer), and the payments, certificates, pay
// links and messages of its folios and policies. GET /v1/insureds/{insuredId} answers it.
import "server-only";
import type { Db } from "@/lib/db/client";
import { actorNames, clientRecords } from "@/lib/db/queries/client-records";
import { renewalOf, type RenewalState } from "@/lib/policies/renewal-offer";
import { getInsured } from "./insureds";

/** A renewal is due while its offer is open: being rated, offered, or waiting for an underwriter. */
const OPEN: ReadonlySet<RenewalState["status"]> = new Set(["rating", "offered", "referred"]);

/** A producer restricted to their own book (decision 045) sees the client's folios and policies in it, and what happened to those. */
export async function clientRecord(db: Db, agencyId: string, insuredId: string, ownBookOf?: string | null) {
  const { insured, activity } = await getInsured(db, agencyId, insuredId, ownBookOf);
  const offered = new Set(activity.folios.map((f) => f.renewalOfPolicyId).filter((id): id is string => id !== null));
  const [records, people, renewals] = await Promise.all([
    clientRecords(db, { agencyId, insuredId, folioIds: activity.folios.map((f) => f.id), policies: activity.policies, partial: Boolean(ownBookOf) }),
    actorNames(db, agencyId, [...new Set(Object.values(insured.answers).map((a) => a.answeredBy))]),
    Promise.all(
      activity.policies.filter((p) => p.status === "active" && offered.has(p.id)).map(async (p) => ({ policy: p, state: await renewalOf(db, agencyId, p.id) })),
    ),
  ]);
  return {
    insured,
    activity,
    records,
    people,
    renewals: renewals
      .filter((r) => OPEN.has(r.state.status))
      .map(({ policy, state }) => {
        const program = activity.folios.find((f) => f.id === state.folioId)?.applications[0]?.program ?? null;
        return { ...state, policyNumber: policy.number, dueDate: policy.expirationDate, program };
      }),
  };
}

export type ClientRecord = Awaited<ReturnType<typeof clientRecord>>;
