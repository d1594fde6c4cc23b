// What a re-quote reads of the folio it continues and of its group, and the group's lock.
import "server-only";
import type { Tx } from "../../client";
import { advisoryLock } from "../locks";
import { EndorsementKeysJson, ObjectJson, SelectedOptionsJson, parseJson } from "../../json";
import { toFolioRecord } from "../../records/folio";
import type { SelectedOptions } from "@/lib/rating/types";

/** What a re-quote starts from: the folio and its programs in order, with the first card's rating block. */
export async function getRequoteBase(db: Tx, agencyId: string, folioId: string) {
  const folio = await db.folio.findFirst({
    where: { id: folioId, agencyId },
    include: { applications: { select: { id: true, programId: true, systemPayload: true, formPayload: true }, orderBy: [{ position: "asc" }, { id: "asc" }] } },
  });
  if (!folio) return null;
  const { applications, ...rest } = folio;
  return {
    folio: toFolioRecord(rest),
    programIds: [...new Set(applications.map((a) => a.programId))],
    systemPayload: (applications[0]?.systemPayload ?? {}) as Record<string, unknown>,
    /** Each program's answers in this folio (a renewal re-quote carries them on). */
    answersByProgram: new Map(applications.map((a) => [a.programId, parseJson(ObjectJson, a.formPayload, `application ${a.id} formPayload`)])),
  };
}

/** Holds the group's lock until the transaction ends: re-quotes of one group take attempt numbers in turn. */
export async function lockGroup(tx: Tx, groupId: string): Promise<void> {
  await advisoryLock(tx, groupId);
}

/** The highest attempt number of each program in the group. */
export async function lastAttempts(tx: Tx, groupId: string, programIds: string[]): Promise<Map<string, number>> {
  const rows = await tx.application.groupBy({ by: ["programId"], where: { groupId, programId: { in: programIds } }, _max: { attemptNumber: true } });
  return new Map(rows.map((r) => [r.programId, r._max.attemptNumber ?? 0]));
}

/**
 * Each program's latest attempt in the group (of the programs given, or of every program of the group): the
 * options and endorsements it was rated with, which a re-quote keeps unless it changes them (decision 031).
 */
export async function latestChoices(
  db: Tx,
  groupId: string,
  programIds?: string[],
): Promise<Map<string, { attemptNumber: number; selectedOptions: SelectedOptions; addedEndorsements: string[] }>> {
  const rows = await db.application.findMany({
    where: { groupId, ...(programIds ? { programId: { in: programIds } } : {}) },
    select: { id: true, programId: true, attemptNumber: true, selectedOptions: true, addedEndorsements: true },
    orderBy: [{ programId: "asc" }, { attemptNumber: "desc" }],
    distinct: ["programId"],
  });
  return new Map(
    rows.map((r) => [
      r.programId,
      {
        attemptNumber: r.attemptNumber,
        selectedOptions: parseJson(SelectedOptionsJson, r.selectedOptions, `application ${r.id} selectedOptions`),
        addedEndorsements: parseJson(EndorsementKeysJson, r.addedEndorsements, `application ${r.id} addedEndorsements`),
      },
    ]),
  );
}
