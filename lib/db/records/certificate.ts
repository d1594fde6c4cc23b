// A certificate of insurance as the rest of the app sees it: its holder parsed (lib/db/json.ts).
import "server-only";
import type { Certificate } from "@/lib/generated/prisma/client";
import { CertificateHolderJson, parseJson, type CertificateHolder } from "../json";

export type { CertificateHolder } from "../json";

export interface CertificateRecord extends Omit<Certificate, "holder"> {
  holder: CertificateHolder;
}

export function toCertificateRecord(row: Certificate): CertificateRecord {
  return { ...row, holder: parseJson(CertificateHolderJson, row.holder, `certificate ${row.number} holder`) };
}
