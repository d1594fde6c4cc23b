// An agency as the rest of the app sees it (its address parsed, lib/db/json.ts), and the roles of its people and scopes of its keys.
import "server-only";
import type { Agency } from "@/lib/generated/prisma/client";
import type { PostalAddress } from "@/lib/bind/address";
import { PostalAddressJson, parseJson } from "../json";

export type { ApiKeyScope, UserRole } from "@/lib/generated/prisma/enums";

/** An agency as documents name it: the producer's office and its surplus lines licence. */
export interface AgencyRecord extends Omit<Agency, "address"> {
  address: PostalAddress | null;
}

export function toAgencyRecord(row: Agency): AgencyRecord {
  return { ...row, address: row.address === null ? null : parseJson(PostalAddressJson, row.address, `agency ${row.slug} address`) };
}
