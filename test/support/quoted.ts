// A quoted, answered KM-CGL application of a new insured (Chicago), rated in process by the rating-table
// carrier: what the binding and payment tests start from.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { Db } from "@/lib/db/client";
import { rateNow } from "@/lib/quotes/rate-application";
import { createQuote } from "@/lib/quotes/create-quote";
import { createCarrierRegistry } from "@/lib/rating/carriers/registry";
import { CreateQuoteRequest } from "@/lib/schemas/quote";

/** Rating in process, by the rating-table carriers (no sandbox is reached). */
export const IN_PROCESS_RATING = {
  adapterFor: createCarrierRegistry({ sandboxBaseUrl: "http://127.0.0.1:9", timeoutMs: 1000, maxAttempts: 1, baseDelayMs: 0 }),
  leaseMs: 30_000,
};

export async function quotedCglApplication(
  db: Db,
  agencyId: string,
  namePrefix = "Bind Bakery",
): Promise<{ id: string; folioId: string; totalCents: number; insured: string }> {
  // Each quote its own insured: one bound policy per line per insured and term (decision 019).
  const insured = `${namePrefix} ${randomUUID().slice(0, 8)}`;
  const raw = {
    programs: ["KM-CGL"],
    class_code: "10100",
    business_name: insured,
    mailing_zip: "60601",
    mailing_state: "IL",
    employee_count: 4,
    annual_revenue: 500000,
    effective_date: new Date().toISOString().slice(0, 10),
  };
  const created = await createQuote(db, agencyId, CreateQuoteRequest.parse(raw), raw);
  const id = created.applicationIds[0]!;
  await rateNow(db, id, IN_PROCESS_RATING, AbortSignal.timeout(10_000));
  await db.application.update({ where: { id }, data: { formPayload: { yearsInBusiness: 3, priorClaims: 0, usesWrittenContracts: true } } });
  const app = await db.application.findUniqueOrThrow({ where: { id } });
  expect(app.status).toBe("success");
  return { id, folioId: app.folioId, totalCents: app.totalCents!, insured };
}
