// Selectable, priced endorsements and the additional-insured schedule (issue 11 point 3, decision 018), over
// HTTP against the running app: the selection is a rating factor (a re-quote is a new attempt priced by a
// worksheet line), the bound policy carries the endorsement, its form and its premium, and the schedule given
// at bind is on the policy, its declarations and the certificates issued to those on it.
import { describe, expect, inject, it } from "vitest";
import { pdfText } from "../support/pdf";
import { api, bakery, demoKey, pollFolio } from "./client";

const card = () => ({ method: "card", card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123" } });
const CGL_ANSWERS = { yearsInBusiness: 6, priorClaims: 0, usesWrittenContracts: true };
const chicagoBakery = (o: Record<string, unknown> = {}) => bakery({ mailing_zip: "60601", mailing_state: "IL", ...o });
const LANDLORD = {
  name: "Lakeside Properties LLC",
  address: { line1: "500 North Lake Shore Drive", city: "Chicago", state: "IL", zip: "60611" },
  relationship: "Landlord of the premises",
};

async function pdf(url: string) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${demoKey()}` } });
  expect(res.status).toBe(200);
  return (await pdfText(new Uint8Array(await res.arrayBuffer()))).text;
}
const detail = async (quoteId: string, id: string) => (await api("GET", `/v1/quote/${quoteId}/applications/${id}`)).body.data;
const endorsementLines = (ws: any[]) => ws.filter((l) => l.step === "endorsement").map((l) => [l.label, l.amount]);

describe(`endorsements (${inject("database")})`, () => {
  it("an added endorsement is a re-quote priced by its worksheet line; the bound policy carries it, its form, and the additional insureds", async () => {
    const created = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL"], ...chicagoBakery() } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const plainFolio = await pollFolio(created.body.data.quoteId);
    const plain = plainFolio.quotes[0];
    expect(plain.status).toBe("quoted");
    expect(plain.endorsements).toEqual([
      {
        key: "blanket_additional_insured",
        name: "Blanket additional insured",
        included: true,
        available: true,
        added: false,
        status: "included",
        premium: null,
      },
      { key: "waiver_of_subrogation", name: "Blanket waiver of subrogation", included: false, available: true, added: false, status: "available", premium: 75 },
      {
        key: "primary_non_contributory",
        name: "Primary and non-contributory",
        included: false,
        available: true,
        added: false,
        status: "available",
        premium: 50,
      },
    ]);

    // Adding one re-quotes the card: a new attempt in the same group, with a new rating block hash.
    const requoted = await api("POST", `/v1/quote/${plainFolio.quoteId}`, {
      body: { programs: ["KM-CGL"], endorsements: { "km-cgl": ["waiver_of_subrogation", "blanket_additional_insured"] } },
    });
    expect(requoted.status, JSON.stringify(requoted.body)).toBe(201);
    expect(requoted.body.data).toMatchObject({ groupId: plainFolio.groupId, originalQuoteId: plainFolio.quoteId });
    const folio = await pollFolio(requoted.body.data.quoteId);
    const quote = folio.quotes[0];
    expect(quote).toMatchObject({ status: "quoted", attemptNumber: 2 });
    expect(quote.systemPayloadHash).not.toBe(plain.systemPayloadHash);
    expect(quote.endorsements.find((e: any) => e.key === "waiver_of_subrogation")).toMatchObject({ status: "added", added: true, premium: 75 });
    expect(quote.endorsements.find((e: any) => e.key === "blanket_additional_insured")).toMatchObject({ status: "included", added: false });

    const [before, after] = [await detail(plainFolio.quoteId, plain.id), await detail(folio.quoteId, quote.id)];
    expect(endorsementLines(before.worksheet)).toEqual([]);
    expect(endorsementLines(after.worksheet)).toEqual([["Endorsement: Blanket waiver of subrogation", 75]]);
    expect(after.worksheet.some((l: any) => l.step === "minimum")).toBe(false);
    expect(quote.pricing.annualPremium - plain.pricing.annualPremium).toBe(75);
    expect(after.systemPayload.endorsements).toEqual({ "km-cgl": ["waiver_of_subrogation", "blanket_additional_insured"] });
    // The quote proposal lists it as added, with its price.
    const proposal = await pdf(quote.documents.find((d: any) => d.type === "quote_proposal").url);
    expect(proposal).toContain("Blanket waiver of subrogation Added, $75.00");

    // A further re-quote that says nothing of endorsements keeps the selection.
    const kept = await api("POST", `/v1/quote/${folio.quoteId}`, { body: { coverage: { glLimit: 2000000 } } });
    expect(kept.status).toBe(201);
    const keptQuote = (await pollFolio(kept.body.data.quoteId)).quotes[0];
    expect(keptQuote.endorsements.find((e: any) => e.key === "waiver_of_subrogation").status).toBe("added");

    const saved = await api("POST", `/v1/quote/${folio.quoteId}/applications/${quote.id}/form`, { body: { form_payload: CGL_ANSWERS } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Binding the superseded attempt 2 is refused; bind the latest (attempt 3, $2M limit) with the schedule.
    const bindBody = (id: string, extra: Record<string, unknown> = {}) => ({ quoteRequestIds: [id], paymentPlan: "annual", payment: card(), ...extra });
    const answeredLatest = await api("POST", `/v1/quote/${kept.body.data.quoteId}/applications/${keptQuote.id}/form`, { body: { form_payload: CGL_ANSWERS } });
    expect(answeredLatest.status).toBe(200);
    const latest = (await pollFolio(kept.body.data.quoteId)).quotes[0];
    const latestDetail = await detail(kept.body.data.quoteId, latest.id);
    const bound = await api("POST", "/v1/bind", { body: bindBody(latest.id, { additionalInsureds: [LANDLORD, { name: "Northside General Contractors" }] }) });
    expect(bound.status, JSON.stringify(bound.body)).toBe(201);
    const policy = (await api("GET", `/v1/policies/${bound.body.data.policies[0].id}`)).body.data;
    expect(policy.endorsements).toEqual([
      { key: "blanket_additional_insured", name: "Blanket additional insured", included: true, premium: null },
      { key: "waiver_of_subrogation", name: "Blanket waiver of subrogation", included: false, premium: 75 },
    ]);
    expect(policy.premium).toBe(latest.pricing.annualPremium);
    expect(endorsementLines(latestDetail.worksheet)).toEqual([["Endorsement: Blanket waiver of subrogation", 75]]);
    expect(policy.additionalInsureds).toEqual([
      { name: LANDLORD.name, address: { ...LANDLORD.address, line2: null }, relationship: LANDLORD.relationship },
      { name: "Northside General Contractors", address: null, relationship: null },
    ]);
    expect(policy.forms.map((f: any) => f.formNumber)).toContain("KM-GL 24 04 04/25");
    expect(policy.forms.map((f: any) => f.formNumber)).not.toContain("KM-GL 20 01 04/25");

    const dec = await pdf(policy.documents[0].url);
    for (const phrase of [
      "Blanket waiver of subrogation Added, $75.00",
      "KM-GL 24 04 04/25 Waiver of Transfer of Rights of Recovery Against Others - Blanket",
      "Schedule of additional insureds",
      "1 Lakeside Properties LLC, 500 North Lake Shore Drive, Chicago, IL 60611 (Landlord of the premises)",
      "2 Northside General Contractors",
    ])
      expect(dec).toContain(phrase);
    expect(dec).not.toContain("Primary and Noncontributory");

    // A certificate for a holder on the schedule names them additional insured, as scheduled.
    // Bound without the insured's street address: the certificate gives it (a certificate must show it, decision 017).
    const cert = await api("POST", `/v1/policies/${policy.id}/certificates`, {
      body: {
        holder: { name: "LAKESIDE PROPERTIES, LLC", line1: "500 North Lake Shore Drive", city: "Chicago", state: "IL", zip: "60611" },
        additionalInsured: true,
        insuredAddress: { line1: "45 West Wacker Drive", city: "Chicago", state: "IL", zip: "60601" },
      },
    });
    expect(cert.status, JSON.stringify(cert.body)).toBe(201);
    // ACORD ADDL INSD (blanket, and the schedule) and SUBR WVD (the waiver added) on the GL line.
    expect(cert.body.data.lines).toEqual([expect.objectContaining({ policyNumber: policy.number, additionalInsured: true, subrogationWaived: true })]);
    const certText = await pdf(cert.body.data.document.url);
    expect(certText).toContain("as scheduled on the policy's declarations");
    expect(certText).toContain("KM-GL 20 38 04/25");
    expect(certText).toMatch(/Occurrence Y Y KM-CGL-/);
  });

  it("refuses unknown and unavailable keys and programs not quoted, naming the field and the program", async () => {
    const wrong = await api("POST", "/v1/quote", {
      body: { programs: ["KM-CGL", "HS-CGL"], ...chicagoBakery(), endorsements: { "KM-CGL": ["spoilage"], "HS-CGL": ["action_over"], "KM-BOP": [] } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      expect.objectContaining({ path: "endorsements.KM-CGL[0]", code: "unknown_endorsement", message: expect.stringContaining("program KM-CGL") }),
      expect.objectContaining({ path: "endorsements.HS-CGL[0]", code: "endorsement_not_available", message: expect.stringContaining("program HS-CGL") }),
      expect.objectContaining({ path: "endorsements.KM-BOP", code: "program_not_quoted" }),
    ]);
    const nested = await api("POST", "/v1/quote", {
      body: { programs: ["KM-CGL"], system_payload: { ...chicagoBakery(), endorsements: { "KM-CGL": ["nope"] } } },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.errors[0].path).toBe("system_payload.endorsements.KM-CGL[0]");
  });

  it("the HTTP carrier prices an added endorsement too (SA-BOP over the wire)", async () => {
    const created = await api("POST", "/v1/quote", {
      body: { programs: ["SA-BOP"], ...chicagoBakery({ coverage: { bppLimit: 100000 } }), endorsements: { "SA-BOP": ["hired_non_owned_auto"] } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const folio = await pollFolio(created.body.data.quoteId);
    const quote = folio.quotes[0];
    expect(quote.status, JSON.stringify(quote.failureReason)).toBe("quoted");
    expect(endorsementLines((await detail(folio.quoteId, quote.id)).worksheet)).toEqual([["Endorsement: Hired and non-owned auto liability", 125]]);
  });

  it("an additional-insured schedule needs an additional insured endorsement on every program bound", async () => {
    const created = await api("POST", "/v1/quote", { body: { programs: ["MP-PL"], ...bakery({ class_code: "40300", business_name: "Mark Consulting" }) } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const quote = (await pollFolio(created.body.data.quoteId)).quotes[0];
    const refused = await api("POST", "/v1/bind", {
      body: { quoteRequestIds: [quote.id], paymentPlan: "annual", payment: card(), additionalInsureds: [{ name: "Client Co" }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: "additionalInsureds", code: "no_additional_insured_endorsement" })]);
    expect(refused.body.errors[0].message).toContain("MP-PL");
  });
});
