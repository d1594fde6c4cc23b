// A quote folio as the rest of the app sees it: its client state parsed (lib/db/json.ts), with its cards.
import "server-only";
import type { Folio } from "@/lib/generated/prisma/client";
import { ObjectJson, parseJson } from "../json";
import type { CardRecord, CardStanding } from "./application";

export interface FolioRecord extends Omit<Folio, "clientState"> {
  clientState: Record<string, unknown> | null;
}

export function toFolioRecord(row: Folio): FolioRecord {
  return { ...row, clientState: row.clientState === null ? null : parseJson(ObjectJson, row.clientState, `folio ${row.id} clientState`) };
}

export interface FolioWithCards extends FolioRecord {
  applications: (CardRecord & CardStanding)[];
}
