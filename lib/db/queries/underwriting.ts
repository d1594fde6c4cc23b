// The underwriting desk's reads (decision 040): referred applications of one carrier's programs, from every
// agency appointed for them, oldest first (open) or newest first (decided), keyset-paged on (rated_at, id).
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "../client";
import { toApplicationRecord, type ApplicationRecord } from "../records/application";
import { bumpFolioVersions } from "./folios/versions";
import { programById } from "./programs";

export interface DeskFilter {
  status: "open" | "decided";
  programCode?: string | undefined;
  state?: string | undefined;
  agencyId?: string | undefined;
  /** Only referrals waiting at least this long (by when they were referred). */
  referredBefore?: Date | undefined;
  after: { at: Date; id: string } | null;
  limit: number;
}

export interface DeskReferralRecord extends ApplicationRecord {
  agency: { id: string; name: string };
  insuredName: string;
  /** The client (the folio's insured). */
  insuredId: string;
}

const include = { agency: { select: { id: true, name: true } }, folio: { select: { insuredName: true, insuredId: true } } } as const;

type Row = Prisma.ApplicationGetPayload<{ include: typeof include }>;

async function toDeskRecord(db: Tx, row: Row): Promise<DeskReferralRecord> {
  const { agency, folio, ...app } = row;
  return { ...toApplicationRecord(app, await programById(db, app.programId)), agency, insuredName: folio.insuredName, insuredId: folio.insuredId };
}

/** Whose desk: a carrier's, in one mode (decision 043): live referrals, or in test mode those of agencies' test twins. */
export interface Desk {
  carrierId: string;
  livemode: boolean;
}

export async function deskReferrals(db: Tx, { carrierId, livemode }: Desk, f: DeskFilter): Promise<DeskReferralRecord[]> {
  const open = f.status === "open";
  const rows = await db.application.findMany({
    where: {
      program: { carrierId, ...(f.programCode ? { code: f.programCode } : {}) },
      agency: { livemode },
      ...(open ? { status: "referred" } : { status: { not: "referred" }, underwriterDecision: { not: Prisma.DbNull } }),
      ratedAt: { not: null, ...(f.referredBefore ? { lte: f.referredBefore } : {}) },
      ...(f.agencyId ? { agencyId: f.agencyId } : {}),
      AND: [
        ...(f.state ? [{ OR: [{ risk: { path: ["mailingState"], equals: f.state } }, { risk: { path: ["residenceState"], equals: f.state } }] }] : []),
        ...(f.after
          ? [
              open
                ? { OR: [{ ratedAt: { gt: f.after.at } }, { ratedAt: f.after.at, id: { gt: f.after.id } }] }
                : { OR: [{ ratedAt: { lt: f.after.at } }, { ratedAt: f.after.at, id: { lt: f.after.id } }] },
            ]
          : []),
      ],
    },
    include,
    orderBy: open ? [{ ratedAt: "asc" }, { id: "asc" }] : [{ ratedAt: "desc" }, { id: "desc" }],
    take: f.limit + 1,
  });
  return Promise.all(rows.map((r) => toDeskRecord(db, r)));
}

/** One application of the carrier's programs (any status), or null: another carrier's answers 404. */
export async function deskReferral(db: Tx, { carrierId, livemode }: Desk, applicationId: string): Promise<DeskReferralRecord | null> {
  const row = await db.application.findFirst({ where: { id: applicationId, program: { carrierId }, agency: { livemode } }, include });
  return row ? toDeskRecord(db, row) : null;
}

/** The agency's note to the underwriter on a referred application; bumps the folio's version (its ETag). */
export async function saveReferralNote(db: Tx, agencyId: string, folioId: string, applicationId: string, note: string): Promise<boolean> {
  const { count } = await db.application.updateMany({ where: { id: applicationId, folioId, agencyId }, data: { referralNote: note } });
  if (count === 1) await bumpFolioVersions(db, [applicationId]);
  return count === 1;
}

/** The carrier's programs and the agencies appointed for any of them: the desk's filters. */
export async function deskFacets(
  db: Tx,
  { carrierId, livemode }: Desk,
): Promise<{ programs: Array<{ code: string; name: string }>; agencies: Array<{ id: string; name: string }> }> {
  const [programs, agencies] = await Promise.all([
    db.program.findMany({ where: { carrierId }, select: { code: true, name: true }, orderBy: { code: "asc" } }),
    db.agency.findMany({
      where: { livemode, appointments: { some: { program: { carrierId } } } },
      select: { id: true, name: true },
      orderBy: { name: "asc" },
    }),
  ]);
  return { programs, agencies };
}
