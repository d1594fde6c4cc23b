// Declarations that say what the policy covers, and certificates of insurance (issue 11, decision 017):
// the limits schedule, the premises address given at bind, the forms schedule, a claims-made retroactive
// date, the surplus lines broker's licence and stamping notice, and ACORD 25-style certificates, each
// checked in the PDF text as a viewer reads it.
import { describe, expect, inject, it } from "vitest";
import { pdfText } from "../support/pdf";
import { api, bakery, demoKey, isoDate, pollFolio, secondKey, uniqueName } from "./client";

const card = () => ({ method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123" } });
const CGL_ANSWERS = { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true };
const PL_ANSWERS = { yearsInBusiness: 9, priorClaims: 0, usesWrittenContracts: true };
const CHICAGO = { line1: "45 West Wacker Drive", line2: "Suite 1200", city: "Chicago", state: "IL", zip: "60601" };
/** A Dallas accounting firm: Harborline's surplus lines PL writes it in Texas. */
const dallasCpa = (o: Record<string, unknown> = {}) =>
  bakery({
    class_code: "40100",
    business_name: uniqueName("Lone Star CPA Group"),
    mailing_zip: "75201",
    mailing_state: "TX",
    coverage: { plLimit: 2000000 },
    ...o,
  });
const chicagoBakery = (o: Record<string, unknown> = {}) => bakery({ mailing_zip: "60601", mailing_state: "IL", coverage: { glLimit: 500000 }, ...o });

async function pdf(url: string, key: string | null = demoKey()) {
  const res = await fetch(url, { headers: key ? { authorization: `Bearer ${key}` } : {} });
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    text: res.status === 200 ? (await pdfText(new Uint8Array(await res.arrayBuffer()))).text : "",
  };
}

async function quoted(programs: string[], body: Record<string, unknown>, answers: Record<string, unknown>) {
  const created = await api("POST", "/v1/quote", { body: { programs, ...body } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const folio = await pollFolio(created.body.data.quoteId);
  const quote = folio.quotes[0];
  expect(quote.status, JSON.stringify(quote)).toBe("quoted");
  const saved = await api("POST", `/v1/quote/${folio.quoteId}/applications/${quote.id}/form`, { body: { form_payload: answers } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { folio, quote };
}

const bind = (quoteId: string, extra: Record<string, unknown> = {}) =>
  api("POST", "/v1/bind", { body: { quoteRequestIds: [quoteId], paymentPlan: "annual", payment: card(), ...extra } });

describe(`declarations and certificates (${inject("database")})`, () => {
  it("an occurrence GL policy: the address given at bind, the limits schedule and the forms on the policy and its declarations", async () => {
    const { quote } = await quoted(["KM-CGL"], chicagoBakery(), CGL_ANSWERS);
    expect(quote.termsAndConditions.map((t: any) => t.title)).not.toContain("Retroactive date");

    // The address must be where the quote was rated: 400 naming the field, and nothing is bound.
    const elsewhere = await bind(quote.id, { insuredAddress: { ...CHICAGO, zip: "60614" } });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors).toEqual([expect.objectContaining({ path: "insuredAddress.zip", code: "address_mismatch" })]);
    expect(elsewhere.body.errors[0].message).toContain("60601");
    const otherState = await bind(quote.id, { insuredAddress: { ...CHICAGO, state: "WI" } });
    expect(otherState.body.errors.map((e: any) => e.path)).toEqual(["insuredAddress.state"]);
    const badZip = await bind(quote.id, { insuredAddress: { ...CHICAGO, zip: "6060" } });
    expect(badZip.status).toBe(400);
    expect(badZip.body.errors[0].path).toBe("insuredAddress.zip");

    const bound = await bind(quote.id, { insuredAddress: { ...CHICAGO, state: "il" } });
    expect(bound.status, JSON.stringify(bound.body)).toBe(201);
    const policy = bound.body.data.policies[0];
    expect(policy.premisesAddress).toEqual({ ...CHICAGO, state: "IL" });
    expect(policy).toMatchObject({ coverageTrigger: "occurrence", retroactiveDate: null, certificates: [] });
    const limits = Object.fromEntries(policy.limits.map((l: any) => [l.key, l.amount]));
    expect(limits).toEqual({
      each_occurrence: 500000,
      general_aggregate: 1000000,
      products_completed_operations_aggregate: 1000000,
      personal_advertising_injury: 500000,
      damage_to_rented_premises: 100000,
      medical_expense: 5000,
      deductible: 1000,
    });
    expect(policy.forms.map((f: any) => f.formNumber)).toEqual([
      "KM-GL 00 01 04/25",
      "KM-IL 00 17 04/25",
      "KM-IL 00 21 04/25",
      "KM-GL 03 00 04/25",
      "KM-GL 20 38 04/25",
    ]);

    const dec = await pdf(policy.documents[0].url);
    expect(dec.status).toBe(200);
    for (const phrase of [
      "Premises address 45 West Wacker Drive Suite 1200 Chicago, IL 60601",
      "Coverage form Occurrence",
      "Limits of insurance",
      "Each occurrence $500,000",
      "General aggregate (other than products-completed operations) $1,000,000",
      "Products-completed operations aggregate $1,000,000",
      "Personal and advertising injury (any one person or organization) $500,000",
      "Damage to premises rented to you (any one premises) $100,000",
      "Medical expense (any one person) $5,000",
      "Deductible (each occurrence, property damage) $1,000",
      "Forms and endorsements",
      "KM-GL 00 01 04/25 Commercial General Liability Coverage Form",
      "KM-GL 20 38 04/25 Additional Insured - Blanket Where Required by Written Contract",
    ])
      expect(dec.text).toContain(phrase);
    expect(dec.text).not.toContain("Surplus lines");
    expect(dec.text).not.toContain("Retroactive date");
  });

  it("issues a certificate: 201 with its number and PDF link, listed on the policy, the PDF in the ACORD 25 layout", async () => {
    const { quote } = await quoted(["KM-CGL"], chicagoBakery(), CGL_ANSWERS);
    const bound = await bind(quote.id, { insuredAddress: CHICAGO });
    expect(bound.status, JSON.stringify(bound.body)).toBe(201);
    const policy = bound.body.data.policies[0];
    const body = {
      holder: { name: "Lakeside Properties LLC", line1: "500 North Lake Shore Drive", city: "Chicago", state: "IL", zip: "60611" },
      description: "Lease of 45 West Wacker Drive, Suite 1200: premises liability for the tenant's bakery.",
      additionalInsured: true,
    };
    const headers = { "idempotency-key": `cert-${crypto.randomUUID()}` };
    const issued = await api("POST", `/v1/policies/${policy.id}/certificates`, { body, headers });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const cert = issued.body.data;
    expect(cert).toMatchObject({
      number: `${policy.number}-C1`,
      policyId: policy.id,
      insuredId: policy.insured.id,
      holder: { ...body.holder, line2: null },
      description: body.description,
      additionalInsured: true,
      // ACORD ADDL INSD from KM-CGL's included blanket additional insured endorsement; no waiver of subrogation sold.
      lines: [
        {
          type: "Commercial general liability (occurrence)",
          policyNumber: policy.number,
          effectiveDate: policy.effectiveDate,
          expirationDate: policy.expirationDate,
          additionalInsured: true,
          subrogationWaived: false,
        },
      ],
      document: { type: "certificate", url: expect.stringContaining(`/v1/policies/${policy.id}/certificates/${cert.id}/document`) },
    });
    // The same key replays the same certificate; a new request numbers the next one.
    const replay = await api("POST", `/v1/policies/${policy.id}/certificates`, { body, headers });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.data.id).toBe(cert.id);
    const second = await api("POST", `/v1/policies/${policy.id}/certificates`, { body: { holder: { name: "Northside General Contractors" } } });
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ number: `${policy.number}-C2`, additionalInsured: false, description: null });

    const view = (await api("GET", `/v1/policies/${policy.id}`)).body.data;
    expect(view.certificates.map((c: any) => c.number)).toEqual([`${policy.number}-C1`, `${policy.number}-C2`]);
    expect(view.certificates.map((c: any) => c.lines)).toEqual([cert.lines, cert.lines]);
    expect(view.history.filter((e: any) => e.type === "certificate_issued")).toHaveLength(2);

    const doc = await pdf(cert.document.url);
    expect(doc.status).toBe(200);
    expect(doc.type).toBe("application/pdf");
    for (const phrase of [
      "Certificate of liability insurance",
      `Certificate ${cert.number}`,
      "Producer Harbor & Main Insurance Agency 120 Harbor Street Suite 400 Chicago, IL 60601",
      "Phone (312) 555-0142",
      "45 West Wacker Drive Suite 1200 Chicago, IL 60601",
      "Insurer A Keystone Mutual Insurance Company 90011",
      "Commercial general liability (occurrence)",
      policy.number,
      "Each occurrence: $500,000",
      "General aggregate (other than products-completed operations): $1,000,000",
      "Products-completed operations aggregate: $1,000,000",
      "Medical expense (any one person): $5,000",
      body.description,
      "The certificate holder is an additional insured under form KM-GL 20 38 04/25",
      "Certificate holder Lakeside Properties LLC 500 North Lake Shore Drive Chicago, IL 60611",
      "Should the policies above be cancelled before their expiration dates",
    ])
      expect(doc.text).toContain(phrase);
    expect(doc.text).toMatch(/Insured Sunrise Bakery \w+ 45 West Wacker Drive Suite 1200 Chicago, IL 60601/);
    expect(doc.text).toMatch(/Addl insd Subr wvd .* Occurrence Y N /);
    expect((await pdf(second.body.data.document.url)).text).toContain("Description of operations / locations None given.");

    // Tenancy: another agency's key finds neither the policy nor its certificates.
    expect((await api("POST", `/v1/policies/${policy.id}/certificates`, { key: secondKey(), body })).status).toBe(404);
    expect((await pdf(cert.document.url, secondKey())).status).toBe(404);
    expect((await pdf(cert.document.url, null)).status).toBe(401);
  });

  it("refuses a certificate for a cancelled policy (409), an additional insured without the endorsement (400), and a bad holder (400)", async () => {
    const { quote } = await quoted(["KM-CGL"], chicagoBakery(), CGL_ANSWERS);
    const bound = await bind(quote.id);
    expect(bound.status, JSON.stringify(bound.body)).toBe(201);
    const policy = bound.body.data.policies[0];
    const missing = await api("POST", `/v1/policies/${policy.id}/certificates`, { body: { holder: { name: "" } } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].path).toBe("holder.name");
    // Cancelled before its term began: flat, at once.
    const cancelled = await api("POST", `/v1/policies/${policy.id}/cancel`, { body: { effectiveDate: policy.effectiveDate, reason: "insured_request" } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.policy.status).toBe("cancelled");
    const refused = await api("POST", `/v1/policies/${policy.id}/certificates`, { body: { holder: { name: "Lakeside Properties LLC" } } });
    expect(refused.status).toBe(409);
    expect(refused.body.type).toContain("policy_not_active");
    expect(refused.body.detail).toMatch(/is cancelled: a certificate can only be issued for a policy in force or about to start/);
  });

  it("a claims-made surplus lines PL policy: retroactive date from the answer, broker licence and the state's stamping notice", async () => {
    const effective = isoDate(10);
    const created = await api("POST", "/v1/quote", { body: { programs: ["HS-PL"], ...dallasCpa({ effective_date: effective }) } });
    const folio = await pollFolio(created.body.data.quoteId);
    const quote = folio.quotes[0];
    expect(quote.status, JSON.stringify(quote)).toBe("quoted");
    // Without an answer the card says the retroactive date is the effective date: no prior acts.
    const term = (q: any) => q.termsAndConditions.find((t: any) => t.title === "Retroactive date")?.text;
    expect(term(quote)).toMatch(new RegExp(`^${effective}, the effective date: no prior acts cover`));

    const form = `/v1/quote/${folio.quoteId}/applications/${quote.id}/form`;
    const late = await api("POST", form, { body: { form_payload: { ...PL_ANSWERS, priorActsDate: isoDate(11) } } });
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual([expect.objectContaining({ path: "form_payload.priorActsDate", code: "retroactive_date" })]);
    expect(late.body.errors[0].message).toContain(`on or before the effective date ${effective}`);
    const saved = await api("POST", form, { body: { form_payload: { ...PL_ANSWERS, priorActsDate: "2021-03-15" } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const requoted = (await api("GET", `/v1/quote/${folio.quoteId}`)).body.data.quotes[0];
    expect(term(requoted)).toMatch(/^2021-03-15: claims first made during the policy period for work done on or after this date are covered/);

    // No address given: the declarations say so.
    const bound = await bind(quote.id);
    expect(bound.status, JSON.stringify(bound.body)).toBe(201);
    const policy = bound.body.data.policies[0];
    expect(policy).toMatchObject({ coverageTrigger: "claims_made", retroactiveDate: "2021-03-15", premisesAddress: null });
    expect(policy.limits.map((l: any) => [l.key, l.amount])).toEqual([
      ["each_claim", 2000000],
      ["aggregate", 2000000],
      ["retention", 2500],
    ]);
    const dec = (await pdf(policy.documents[0].url)).text;
    for (const phrase of [
      "Premises address Not given at bind (rated for TX 75201)",
      "Coverage form Claims-made",
      "Retroactive date Mar 15, 2021",
      "Carrier status Surplus lines (non-admitted)",
      "Each claim (damages and claim expenses) $2,000,000",
      "Policy aggregate $2,000,000",
      "Retention (each claim) $2,500",
      "HS-PL 00 01 07/24 Professional Liability Coverage Form (Claims-Made and Reported)",
      "HS-SL 01 01 07/24 Service of Suit (Surplus Lines)",
      "Surplus lines broker Harbor & Main Insurance Agency",
      "Licence number SL-0048213 (sample)",
      "Stamping office Surplus Lines Stamping Office of Texas",
      "Sample text, not statutory wording: this policy is written by an insurer not licensed in Texas",
    ])
      expect(dec).toContain(phrase);

    // Its certificate names the retroactive date; PL has no additional insured endorsement.
    const ai = await api("POST", `/v1/policies/${policy.id}/certificates`, { body: { holder: { name: "Client Co" }, additionalInsured: true } });
    expect(ai.status).toBe(400);
    expect(ai.body.errors).toEqual([expect.objectContaining({ path: "additionalInsured", code: "no_additional_insured_endorsement" })]);
    // Bound without a street address: the certificate needs one (422, saying how), given once with it and kept on the policy.
    const certBody = { holder: { name: "Client Co" }, description: "Audit engagement 2027" };
    const noAddress = await api("POST", `/v1/policies/${policy.id}/certificates`, { body: certBody });
    expect(noAddress.status).toBe(422);
    expect(noAddress.body.type).toContain("insured_address_required");
    expect(noAddress.body.detail).toContain("Send insuredAddress { line1, city, state, zip } (in TX 75201, where the policy was rated)");
    expect(noAddress.body.errors).toEqual([expect.objectContaining({ path: "insuredAddress", code: "required" })]);
    const ROSS = { line1: "2100 Ross Avenue", city: "Dallas", state: "TX", zip: "75201" };
    const outside = await api("POST", `/v1/policies/${policy.id}/certificates`, { body: { ...certBody, insuredAddress: { ...ROSS, zip: "75202" } } });
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toEqual([expect.objectContaining({ path: "insuredAddress.zip", code: "address_mismatch" })]);
    const cert = await api("POST", `/v1/policies/${policy.id}/certificates`, { body: { ...certBody, insuredAddress: ROSS } });
    expect(cert.status, JSON.stringify(cert.body)).toBe(201);
    expect(cert.body.data.number).toBe(`${policy.number}-C1`);
    // PL carries neither an additional insured endorsement nor a waiver of subrogation.
    expect(cert.body.data.lines).toEqual([
      expect.objectContaining({ type: "Professional liability (claims-made)", additionalInsured: false, subrogationWaived: false }),
    ]);
    expect((await api("GET", `/v1/policies/${policy.id}`)).body.data.premisesAddress).toEqual({ ...ROSS, line2: null });
    const text = (await pdf(cert.body.data.document.url)).text;
    expect(text).toContain("Professional liability (claims-made) Claims-made, retroactive date Mar 15, 2021 N N");
    expect(text).toContain("Insurer A Harborline Specialty Insurance Company 90022");
    expect(text).toMatch(/Insured Lone Star CPA Group \w+ 2100 Ross Avenue Dallas, TX 75201/);
    const moved = await api("POST", `/v1/policies/${policy.id}/certificates`, { body: { ...certBody, insuredAddress: { ...ROSS, line1: "1 Main Street" } } });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual([expect.objectContaining({ path: "insuredAddress", code: "address_on_policy" })]);
    expect((await api("POST", `/v1/policies/${policy.id}/certificates`, { body: certBody })).status).toBe(201);
  });

  it("a claims-made policy bound without a prior acts answer carries its effective date as the retroactive date", async () => {
    const { quote } = await quoted(["MP-PL"], dallasCpa(), PL_ANSWERS);
    const policy = (await bind(quote.id, { insuredAddress: { line1: "2100 Ross Avenue", city: "Dallas", state: "TX", zip: "75201" } })).body.data.policies[0];
    expect(policy).toMatchObject({ coverageTrigger: "claims_made", retroactiveDate: policy.effectiveDate });
    const dec = (await pdf(policy.documents[0].url)).text;
    expect(dec).toContain("(no prior acts)");
    expect(dec).toContain("Premises address 2100 Ross Avenue Dallas, TX 75201");
    expect(dec).not.toContain("Surplus lines broker"); // Meridian is admitted
  });

  it("a customer paying through a pay link may give the address, checked the same way", async () => {
    const { folio, quote } = await quoted(["KM-CGL"], chicagoBakery(), CGL_ANSWERS);
    const link = await api("POST", `/v1/quote/${folio.quoteId}/pay-links`, { body: { quoteRequestIds: [quote.id], paymentPlan: "annual" } });
    const token = link.body.data.token;
    const wrong = await api("POST", `/v1/pay/${token}`, { key: null, body: { payment: card(), insuredAddress: { ...CHICAGO, zip: "60602" } } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].path).toBe("insuredAddress.zip");
    const paid = await api("POST", `/v1/pay/${token}`, { key: null, body: { payment: card(), insuredAddress: CHICAGO } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const listed = (await api("GET", `/v1/policies?q=${encodeURIComponent(paid.body.data.policies[0].number)}`)).body.data.items[0];
    expect((await api("GET", `/v1/policies/${listed.id}`)).body.data.premisesAddress).toEqual({ ...CHICAGO });
  });
});
