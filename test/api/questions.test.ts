// One questionnaire (issue 30 item 2, decision 032) over HTTP: an answer given to one program of a client
// answers the same question for every program of its folio (each re-rated) and is kept on the client
// with who answered and when; the client's next folio is pre-filled with it; a question a program does
// not ask is not given to it.
import { describe, expect, inject, it } from "vitest";
import { api, isoDate, pollFolio, uniqueName } from "./client";

const FOUR = ["KM-BOP", "KM-CGL", "SA-BOP", "MP-BOP"];

async function answersOf(quoteId: string) {
  const folio = await pollFolio(quoteId);
  const apps = await Promise.all(folio.quotes.map((c: any) => api("GET", `/v1/quote/${quoteId}/applications/${c.quoteRequestId}`)));
  return Object.fromEntries(apps.map((a: any) => [a.body.data.program.code, a.body.data.formPayload]));
}

describe(`one questionnaire (${inject("database")})`, () => {
  it("one answer pre-fills four programs, is kept on the client, and pre-fills its next folio", async () => {
    const insured = (
      await api("POST", "/v1/insureds", {
        body: {
          kind: "business",
          name: uniqueName("Answer Once Bakery"),
          mailingAddress: { state: "CA", zip: "94103" },
          classCodes: ["10100"],
          exposures: [{ policyYear: Number(isoDate(10).slice(0, 4)), annualRevenue: 850000, employeeCount: 6 }],
        },
      })
    ).body.data;
    const created = await api("POST", "/v1/quote", { body: { insuredId: insured.id, programs: FOUR, effective_date: isoDate(10) } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const folio = await pollFolio(created.body.data.quoteId);
    expect(folio.quotes).toHaveLength(4);
    const cgl = folio.quotes.find((c: any) => c.program.code === "KM-CGL");

    // Answered once, on the CGL: years in business and claims are every program's questions; written
    // contracts is the CGL's own (the BOPs do not ask it).
    const saved = await api("POST", `/v1/quote/${folio.quoteId}/applications/${cgl.quoteRequestId}/form`, {
      body: { form_payload: { yearsInBusiness: 7, priorClaims: 0, usesWrittenContracts: true } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const answers = await answersOf(folio.quoteId);
    for (const code of FOUR) expect(answers[code], code).toMatchObject({ yearsInBusiness: 7, priorClaims: 0 });
    for (const code of ["KM-BOP", "SA-BOP", "MP-BOP"]) expect(answers[code]).not.toHaveProperty("usesWrittenContracts");

    // Kept on the client, with where and by whom.
    const client = (await api("GET", `/v1/insureds/${insured.id}`)).body.data;
    expect(client.answers.map((a: any) => [a.questionId, a.value])).toEqual([
      ["yearsInBusiness", 7],
      ["usesWrittenContracts", true],
      ["priorClaims", 0],
    ]);
    expect(client.answers[0]).toMatchObject({
      source: `application:${cgl.quoteRequestId}`,
      answeredBy: expect.stringMatching(/^api_key:/),
      section: "business",
    });

    // A change given to a BOP reaches the CGL too.
    const bop = folio.quotes.find((c: any) => c.program.code === "KM-BOP");
    await api("POST", `/v1/quote/${folio.quoteId}/applications/${bop.quoteRequestId}/form`, {
      body: { form_payload: { priorClaims: 1, hasSprinklers: true } },
    });
    const after = await answersOf(folio.quoteId);
    expect(after["KM-CGL"]).toMatchObject({ priorClaims: 1, yearsInBusiness: 7, usesWrittenContracts: true });
    expect(after["KM-CGL"]).not.toHaveProperty("hasSprinklers");

    // The client's next folio starts answered.
    const next = await api("POST", "/v1/quote", { body: { insuredId: insured.id, programs: ["KM-CGL", "KM-BOP"], effective_date: isoDate(12) } });
    const prefilled = await answersOf(next.body.data.quoteId);
    expect(prefilled["KM-CGL"]).toEqual({ yearsInBusiness: 7, priorClaims: 1, usesWrittenContracts: true });
    expect(prefilled["KM-BOP"]).toEqual({ yearsInBusiness: 7, priorClaims: 1, hasSprinklers: true });
  });
});
