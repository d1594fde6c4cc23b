// Certificates of insurance against a real database (decision 017, issue 27 item 10): a certificate shows the
// insured's street address, so a policy bound without one refuses it (422 insured_address_required) until the
// request gives the address, which is then kept on the policy; and each line carries ADDL INSD / SUBR WVD from
// the endorsements sold.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statusOf } from "@/lib/api/problem";
import { bindApplications } from "@/lib/bind/bind";
import { certificateDocument } from "@/lib/documents/service";
import { rateNow } from "@/lib/quotes/rate-application";
import { createOfflineProvider } from "@/lib/payments/offline";
import { issueCertificate, loadIssuedCertificate } from "@/lib/policies/certificates";
import { createQuote } from "@/lib/quotes/create-quote";
import { CertificateRequest } from "@/lib/schemas/certificates";
import { CreateQuoteRequest } from "@/lib/schemas/quote";
import { pdfText } from "../support/pdf";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { IN_PROCESS_RATING } from "../support/quoted";

let t: TestDatabase;
let agencyId: string;
const card = { method: "card" as const, card: { number: "4242424242424242", expMonth: 12, expYear: 2031, cvc: "123" } };
const ctx = { actor: "test", requestId: "req_test" };
const PREMISES = { line1: "45 Wacker Drive", line2: "Unit 2", city: "Chicago", state: "il", zip: "60601" };
const request = (body: Record<string, unknown>) => CertificateRequest.parse({ holder: { name: "Lakeside Properties LLC" }, ...body });

/** A bound KM-CGL policy of a new Chicago insured, with the endorsements added and the address given at bind. */
async function boundCgl(opts: { endorsements?: string[]; insuredAddress?: typeof PREMISES } = {}): Promise<string> {
  const raw = {
    programs: ["KM-CGL"],
    class_code: "10100",
    business_name: `Certificate Bakery ${randomUUID().slice(0, 8)}`,
    mailing_zip: "60601",
    mailing_state: "IL",
    employee_count: 4,
    annual_revenue: 500000,
    effective_date: new Date().toISOString().slice(0, 10),
    ...(opts.endorsements ? { endorsements: { "KM-CGL": opts.endorsements } } : {}),
  };
  const created = await createQuote(t.prisma, agencyId, CreateQuoteRequest.parse(raw), raw);
  const id = created.applicationIds[0]!;
  await rateNow(t.prisma, id, IN_PROCESS_RATING, AbortSignal.timeout(10_000));
  await t.prisma.application.update({ where: { id }, data: { formPayload: { yearsInBusiness: 3, priorClaims: 0, usesWrittenContracts: true } } });
  const outcome = await bindApplications(
    t.prisma,
    agencyId,
    { applicationIds: [id], paymentPlan: "annual", payment: card, ...(opts.insuredAddress ? { insuredAddress: opts.insuredAddress } : {}) },
    { ...ctx, provider: createOfflineProvider() },
  );
  return outcome.policyIds[0]!;
}

const certificatesOf = (policyId: string) => t.prisma.certificate.count({ where: { policyId } });
const addressOf = async (policyId: string) => (await t.prisma.policy.findUniqueOrThrow({ where: { id: policyId } })).premisesAddress;

beforeAll(async () => {
  t = await createTestDatabase("certificates_test");
  agencyId = (await t.prisma.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
});
afterAll(async () => {
  await t?.destroy();
});

describe(`certificates need the insured's street address (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("refuses a certificate of a policy bound without one, saying how to give it, and issues nothing", async () => {
    const policyId = await boundCgl();
    const error = await issueCertificate(t.prisma, agencyId, policyId, request({}), ctx).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "insured_address_required",
      message: expect.stringContaining("Send insuredAddress { line1, city, state, zip } (in IL 60601, where the policy was rated)"),
      errors: [expect.objectContaining({ path: "insuredAddress", code: "required" })],
    });
    expect(statusOf("insured_address_required")).toBe(422);
    expect(await certificatesOf(policyId)).toBe(0);
    expect(await addressOf(policyId)).toBeNull();

    // An address outside the rated ZIP is refused like at bind, and nothing is stored.
    await expect(issueCertificate(t.prisma, agencyId, policyId, request({ insuredAddress: { ...PREMISES, zip: "60614" } }), ctx)).rejects.toMatchObject({
      code: "validation_error",
      errors: [expect.objectContaining({ path: "insuredAddress.zip", code: "address_mismatch" })],
    });
    expect(await addressOf(policyId)).toBeNull();
    expect(await certificatesOf(policyId)).toBe(0);
  });

  it("takes the address once with the certificate, keeps it on the policy, and prints it", async () => {
    const policyId = await boundCgl();
    const { certificate } = await issueCertificate(t.prisma, agencyId, policyId, request({ insuredAddress: PREMISES }), ctx);
    const stored = { line1: "45 Wacker Drive", line2: "Unit 2", city: "Chicago", state: "IL", zip: "60601" };
    expect(await addressOf(policyId)).toEqual(stored);
    const event = await t.prisma.policyEvent.findFirstOrThrow({ where: { policyId, type: "certificate_issued" } });
    expect(event.detail).toMatchObject({ number: certificate.number, premisesAddress: stored });
    expect((await pdfText(await certificateDocument(t.prisma, agencyId, policyId, certificate.id))).text).toContain("45 Wacker Drive Unit 2 Chicago, IL 60601");

    // Later certificates need nothing more; the same address again is fine; another one is refused (it is the policy's).
    await issueCertificate(t.prisma, agencyId, policyId, request({}), ctx);
    await issueCertificate(t.prisma, agencyId, policyId, request({ insuredAddress: { ...PREMISES, city: " chicago " } }), ctx);
    await expect(
      issueCertificate(t.prisma, agencyId, policyId, request({ insuredAddress: { ...PREMISES, line1: "1 Other Street" } }), ctx),
    ).rejects.toMatchObject({ code: "validation_error", errors: [expect.objectContaining({ path: "insuredAddress", code: "address_on_policy" })] });
    expect(await certificatesOf(policyId)).toBe(3);
    expect(await addressOf(policyId)).toEqual(stored);
  });

  it("issues a certificate of a policy bound with its address without asking again", async () => {
    const policyId = await boundCgl({ insuredAddress: PREMISES });
    const { certificate } = await issueCertificate(t.prisma, agencyId, policyId, request({}), ctx);
    expect(certificate.number).toMatch(/-C1$/);
  });
});

describe("ADDL INSD and SUBR WVD from the endorsements sold", () => {
  it("marks both on a KM-CGL policy with the waiver added (blanket additional insured included), in the view and the PDF", async () => {
    const policyId = await boundCgl({ endorsements: ["waiver_of_subrogation"], insuredAddress: PREMISES });
    const issued = await issueCertificate(t.prisma, agencyId, policyId, request({}), ctx);
    expect(issued.lines).toEqual([
      expect.objectContaining({ type: "Commercial general liability (occurrence)", additionalInsured: true, subrogationWaived: true }),
    ]);
    expect((await loadIssuedCertificate(t.prisma, agencyId, policyId, issued.certificate.id)).lines).toEqual(issued.lines);
    const { text } = await pdfText(await certificateDocument(t.prisma, agencyId, policyId, issued.certificate.id));
    expect(text).toMatch(/Addl insd Subr wvd .*Occurrence Y Y KM-CGL-/);
  });

  it("leaves SUBR WVD at N without the waiver", async () => {
    const policyId = await boundCgl({ insuredAddress: PREMISES });
    const issued = await issueCertificate(t.prisma, agencyId, policyId, request({}), ctx);
    expect(issued.lines[0]).toMatchObject({ additionalInsured: true, subrogationWaived: false });
    const { text } = await pdfText(await certificateDocument(t.prisma, agencyId, policyId, issued.certificate.id));
    expect(text).toMatch(/Occurrence Y N KM-CGL-/);
  });
});
