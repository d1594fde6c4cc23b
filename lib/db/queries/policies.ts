// Policies, their status history and the lease that serialises money movements on one policy.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PaymentFrequency, PolicyStatus } from "@/lib/generated/prisma/enums";
import { sql } from "kysely";
import { json, type Tx } from "../client";
import { arrayText, builder, rows, statement, uuidList, uuids } from "../sql";
import { escapeLike, type Keyset } from "../cursor";
import { advisoryLocks } from "./locks";
import type { PostalAddress } from "@/lib/bind/address";
import type { ExistingPolicy } from "@/lib/bind/line-guard";
import type { ProgramType } from "@/lib/rating/types";
import { CancellationJson, InsuredJson, parseJson } from "../json";
import type { AdditionalInsured } from "@/lib/programs/endorsements";
import type { CancellationRecord, Installment, InsuredRecord } from "../records/policy";
import type { PremiumDetail } from "../records/application";
import { toPolicyRecord, type PolicyRecord } from "../records/policy";
import { policyInBook, type OwnBookOf } from "./book";

const withEvents = { events: { orderBy: { id: "asc" as const } } };

export async function getPolicy(db: Tx, agencyId: string, id: string): Promise<PolicyRecord | null> {
  const row = await db.policy.findFirst({ where: { id, agencyId }, include: withEvents });
  return row ? toPolicyRecord(row) : null;
}

/** A policy by id alone: for the job runner, which acts for whichever agency owns it. */
export async function getPolicyById(db: Tx, id: string): Promise<PolicyRecord | null> {
  const row = await db.policy.findUnique({ where: { id }, include: withEvents });
  return row ? toPolicyRecord(row) : null;
}

export async function policiesByIds(db: Tx, ids: string[]): Promise<PolicyRecord[]> {
  const rows = await db.policy.findMany({ where: { id: { in: ids } }, include: withEvents, orderBy: { number: "asc" } });
  return rows.map(toPolicyRecord);
}

/** The agency's policies newest first, by number or insured name, limit + 1 rows. */
export async function listPolicies(
  db: Tx,
  agencyId: string,
  opts: { q?: string; after: Keyset | null; limit: number; ownBookOf?: OwnBookOf },
): Promise<PolicyRecord[]> {
  const rows = await db.policy.findMany({
    where: {
      agencyId,
      ...policyInBook(opts.ownBookOf),
      ...(opts.q
        ? {
            OR: [
              { number: { contains: escapeLike(opts.q), mode: "insensitive" as const } },
              { insuredName: { contains: escapeLike(opts.q), mode: "insensitive" as const } },
            ],
          }
        : {}),
      ...(opts.after ? { AND: [{ OR: [{ createdAt: { lt: opts.after.createdAt } }, { createdAt: opts.after.createdAt, id: { lt: opts.after.id } }] }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: opts.limit + 1,
  });
  return rows.map(toPolicyRecord);
}

/** The policy's renewal offer (its latest renewal folio) and the next term's policy, if any. */
export async function renewalLinks(db: Tx, policyId: string): Promise<{ offerFolioId: string | null; renewedById: string | null }> {
  const [offer, renewed] = await Promise.all([
    db.folio.findFirst({ where: { renewalOfPolicyId: policyId }, orderBy: { createdAt: "desc" }, select: { id: true } }),
    db.policy.findFirst({ where: { renewalOfId: policyId }, select: { id: true } }),
  ]);
  return { offerFolioId: offer?.id ?? null, renewedById: renewed?.id ?? null };
}

/** The quoted (or still rating) application of the policy's latest renewal offer, with its folio's expiry. */
export async function renewalOfferApplication(db: Tx, policyId: string) {
  const folio = await db.folio.findFirst({
    where: { renewalOfPolicyId: policyId },
    orderBy: { createdAt: "desc" },
    include: { applications: { orderBy: { attemptNumber: "desc" }, take: 1 } },
  });
  const app = folio?.applications[0];
  return folio && app ? { folioId: folio.id, folioExpiresAt: folio.expiresAt, applicationId: app.id, status: app.status, validUntil: app.validUntil } : null;
}

/** A lapsed renewal offer can no longer be bound. */
export async function expireRenewalOffer(tx: Tx, folioId: string, at: Date): Promise<void> {
  // The cards' validUntil changes: the folio's version moves, so a cached view (ETag) is not reused.
  await tx.folio.update({ where: { id: folioId }, data: { expiresAt: at, version: { increment: 1 } } });
  await tx.application.updateMany({ where: { folioId, status: { not: "bound" } }, data: { validUntil: at } });
}

/** Takes the policy's lease if it is free or expired; false when another holder has it (or no such policy). */
export async function takePolicyLease(db: Tx, agencyId: string, id: string, token: string, until: Date, now: Date): Promise<boolean> {
  const { count } = await db.policy.updateMany({
    where: { id, agencyId, OR: [{ lockToken: null }, { lockUntil: { lt: now } }] },
    data: { lockToken: token, lockUntil: until },
  });
  return count === 1;
}

export async function releasePolicyLease(db: Tx, id: string, token: string): Promise<void> {
  await db.policy.updateMany({ where: { id, lockToken: token }, data: { lockToken: null, lockUntil: null } });
}

export async function nextPolicyNumber(tx: Tx, programCode: string, effectiveDate: string): Promise<string> {
  const [row] = await rows(tx, NEXT_POLICY_NUMBER, {});
  return `${programCode}-${effectiveDate.slice(0, 4)}-${String(row!.n).padStart(6, "0")}`;
}

/** The sequence's next value: a bigint, as text (the drivers give a bigint each their own way). */
const NEXT_POLICY_NUMBER = statement("policy_number_next_v1", () => builder.selectNoFrom(sql<string>`nextval('policy_number_seq')::text`.as("n")));

export interface NewPolicy {
  id: string;
  number: string;
  agencyId: string;
  applicationId: string | null;
  folioId: string;
  insuredId: string;
  programId: string;
  renewalOfId?: string;
  status: PolicyStatus;
  insured: InsuredRecord;
  effectiveDate: string;
  expirationDate: string;
  premiumCents: number;
  feesCents: number;
  taxesCents: number;
  totalCents: number;
  premiumDetail: PremiumDetail;
  coverage: Record<string, number>;
  paymentPlan: PaymentFrequency;
  installmentFeeCents: number;
  schedule: Installment[];
  premisesAddress: PostalAddress | null;
  retroactiveDate: string | null;
  addedEndorsements: string[];
  additionalInsureds: AdditionalInsured[];
}

export async function insertPolicy(tx: Tx, p: NewPolicy): Promise<void> {
  await tx.policy.create({
    data: {
      ...p,
      insured: json(p.insured),
      premiumDetail: json(p.premiumDetail),
      coverage: json(p.coverage),
      schedule: json(p.schedule),
      premisesAddress: p.premisesAddress === null ? Prisma.DbNull : json(p.premisesAddress),
      addedEndorsements: json(p.addedEndorsements),
      additionalInsureds: json(p.additionalInsureds),
    },
  });
}

/** What a renewal term carries over from the term it renews: the premises address and the retroactive date. */
export async function carriedOverFrom(
  tx: Tx,
  policyId: string,
): Promise<{ premisesAddress: PostalAddress | null; retroactiveDate: string | null; additionalInsureds: AdditionalInsured[] } | null> {
  const row = await tx.policy.findUnique({ where: { id: policyId } });
  if (!row) return null;
  const policy = toPolicyRecord(row);
  return { premisesAddress: policy.premisesAddress, retroactiveDate: policy.retroactiveDate, additionalInsureds: policy.additionalInsureds };
}

export async function addPolicyEvents(tx: Tx, events: Array<{ policyId: string; type: string; detail: Record<string, unknown> }>): Promise<void> {
  await tx.policyEvent.createMany({ data: events.map((e) => ({ ...e, detail: json(e.detail) })) });
}

export async function saveSchedule(tx: Tx, id: string, schedule: Installment[]): Promise<void> {
  await tx.policy.update({ where: { id }, data: { schedule: json(schedule) } });
}

/** A cancellation asked for (scheduled), or none (rescinded). */
export async function saveCancellation(tx: Tx, id: string, cancellation: CancellationRecord | null): Promise<void> {
  await tx.policy.update({ where: { id }, data: { cancellation: cancellation === null ? Prisma.DbNull : json(cancellation) } });
}

/** The cancellation took effect: the policy is cancelled and its schedule settled. */
export async function markCancelled(tx: Tx, id: string, cancellation: CancellationRecord, schedule: Installment[]): Promise<void> {
  await tx.policy.update({ where: { id }, data: { status: "cancelled", cancellation: json(cancellation), schedule: json(schedule) } });
}

/**
 * The agency's policies of these lines, not cancelled, whose terms reach into [from, to) and which
 * belong to one of these groups or insure a business at one of these ZIPs: the candidates the
 * one-policy-per-line rule compares by name and term (lib/bind/line-guard.ts).
 */
export async function policiesOfLines(
  db: Tx,
  agencyId: string,
  q: { lines: ProgramType[]; groupIds: string[]; zips: string[]; from: string; to: string },
): Promise<ExistingPolicy[]> {
  if (!q.lines.length) return [];
  const found = await rows(db, POLICIES_OF_LINES, {
    agencyId,
    lines: arrayText(q.lines),
    from: q.from,
    to: q.to,
    groupIds: uuidList(q.groupIds),
    zips: arrayText(q.zips),
  });
  return found.map((r) => {
    const insured = parseJson(InsuredJson, r.insured, `policy ${r.id} insured`);
    const cancellation = r.cancellation === null ? null : parseJson(CancellationJson, r.cancellation, `policy ${r.id} cancellation`);
    return {
      id: r.id,
      number: r.number,
      programCode: r.code,
      line: r.type,
      insured: { groupId: r.group_id, name: insured.name, zip: insured.zip },
      effectiveDate: r.effective_date,
      expirationDate: r.expiration_date,
      cancelled: false,
      pendingCancellationOn: cancellation?.status === "scheduled" ? cancellation.effectiveDate : null,
    };
  });
}

/**
 * A text[] argument's text (`{"a","b"}`), each element quoted, as PostgreSQL reads an array literal: lib/db/sql.ts
 * has uuidList, whose elements need no quoting, but no list of text.
 */

/**
 * policiesOfLines's read: `lines` and `zips` text[] literals (arrayText), `groupIds` a uuid[] literal (uuidList).
 * 'active' is a constant of the text, not a parameter, so the plan may use the active policies' partial indexes.
 */
const POLICIES_OF_LINES = statement(
  "policies_of_lines_v1",
  (args: { agencyId: string; lines: string; from: string; to: string; groupIds: string; zips: string }) =>
    builder
      .selectFrom("policies as p")
      .innerJoin("programs as pr", "pr.id", "p.program_id")
      .innerJoin("folios as f", "f.id", "p.folio_id")
      .select((eb) => [
        "p.id",
        "p.number",
        "pr.code",
        eb.cast<ProgramType>("pr.type", "text").as("type"),
        "f.group_id",
        "p.insured",
        "p.effective_date",
        "p.expiration_date",
        "p.cancellation",
      ])
      .where("p.agency_id", "=", args.agencyId)
      .where("p.status", "=", sql.lit("active"))
      .where((eb) => eb(eb.cast<string>("pr.type", "text"), "=", eb.fn.any(sql<string[]>`${args.lines}::text[]`)))
      .where("p.expiration_date", ">", args.from)
      .where("p.effective_date", "<", args.to)
      .where((eb) =>
        eb.or([
          eb("f.group_id", "=", eb.fn.any(uuids(args.groupIds))),
          eb(sql<string>`left(${eb.ref("p.insured")}->>'zip', 5)`, "=", eb.fn.any(sql<string[]>`${args.zips}::text[]`)),
        ]),
      )
      .orderBy("p.effective_date")
      .orderBy("p.number"),
);

/** Serialises binds of one line for one insured until the transaction ends (keys from insuredLockKeys, taken in order). */
export async function lockInsuredLines(tx: Tx, keys: string[]): Promise<void> {
  await advisoryLocks(tx, keys);
}

/** The client a policy covers, or null when there is no such policy. */
export async function policyInsuredId(tx: Tx, policyId: string): Promise<string | null> {
  const row = await tx.policy.findUnique({ where: { id: policyId }, select: { insuredId: true } });
  return row?.insuredId ?? null;
}
