// Canonical answers over HTTP (issue 30 item 2, decision 033): a partner answers the question bank's ids,
// not each carrier's, on the client (POST /v1/insureds/{id}/answers), and the answer pre-fills the same
// question of every program of the client's open folio; GET /v1/insureds/{id}/questions lists what applies
// to the client in section order, a follow-up only once its trigger is answered; a bakery is not asked about
// work above three stories; the application view names where a pre-filled answer came from.
import { describe, expect, inject, it } from "vitest";
import { api, isoDate, pollFolio, secondKey, uniqueName } from "./client";

const FOUR = ["KM-BOP", "KM-CGL", "SA-BOP", "MP-BOP"];

async function newClient(
  name: string,
  classCode: string,
  where: { mailingAddress: object; locations?: object[] } = { mailingAddress: { state: "CA", zip: "94103" } },
) {
  const created = await api("POST", "/v1/insureds", {
    body: {
      kind: "business",
      name: uniqueName(name),
      ...where,
      classCodes: [classCode],
      exposures: [{ policyYear: Number(isoDate(10).slice(0, 4)), annualRevenue: 850000, employeeCount: 6 }],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

async function applicationsOf(quoteId: string) {
  const folio = await pollFolio(quoteId);
  const apps = await Promise.all(folio.quotes.map((c: any) => api("GET", `/v1/quote/${quoteId}/applications/${c.quoteRequestId}`)));
  return Object.fromEntries(apps.map((a: any) => [a.body.data.program.code, a.body.data]));
}

const questionIds = (data: any) => data.questions.map((q: any) => q.id);

describe(`canonical answers (${inject("database")})`, () => {
  it("one canonical answer pre-fills every program of the open folio, and the application view says where it came from", async () => {
    const insured = await newClient("Canonical Bakery", "10100");
    const created = await api("POST", "/v1/quote", { body: { insuredId: insured.id, programs: FOUR, effective_date: isoDate(10) } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const quoteId = created.body.data.quoteId;
    await pollFolio(quoteId);

    // The questions default to the open folio's programs, in section order; each names the programs asking it.
    const questions = await api("GET", `/v1/insureds/${insured.id}/questions`);
    expect(questions.status, JSON.stringify(questions.body)).toBe(200);
    expect(questions.body.data.programs.map((p: any) => p.code).sort()).toEqual([...FOUR].sort());
    const years = questions.body.data.questions.find((q: any) => q.id === "yearsInBusiness");
    expect(years).toMatchObject({ section: "business", type: "integer", ages: true, answer: null });
    expect(years.programs.map((p: any) => p.code).sort()).toEqual([...FOUR].sort());
    expect(years.programs.every((p: any) => p.key === "yearsInBusiness")).toBe(true);
    const sections = questions.body.data.questions.map((q: any) => q.section);
    const order = ["business", "operations", "premises", "loss_history", "trip"];
    expect(sections.map((s: string) => order.indexOf(s))).toEqual([...sections.map((s: string) => order.indexOf(s))].sort((a, b) => a - b));
    expect(questions.body.data.unanswered).toContain("yearsInBusiness");

    // One answer, by the canonical id: the four programs ask it, and all four are given it (re-rated).
    const answered = await api("POST", `/v1/insureds/${insured.id}/answers`, { body: { answers: { yearsInBusiness: 9 } } });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data.updatedApplications.map((a: any) => a.program).sort()).toEqual([...FOUR].sort());
    const nowAnswered = answered.body.data.questions.find((q: any) => q.id === "yearsInBusiness");
    expect(nowAnswered.answer).toMatchObject({ value: 9, source: "api", answeredBy: expect.stringMatching(/^api_key:/) });
    expect(answered.body.data.unanswered).not.toContain("yearsInBusiness");

    const apps = await applicationsOf(quoteId);
    for (const code of FOUR) {
      expect(apps[code].formPayload, code).toMatchObject({ yearsInBusiness: 9 });
      // The view still carries the program's JSON Schema form, and names the answer's source.
      expect(apps[code].applicationForm.properties).toHaveProperty("yearsInBusiness");
      expect(apps[code].prefilled.yearsInBusiness, code).toEqual({
        questionId: "yearsInBusiness",
        source: "api",
        answeredBy: nowAnswered.answer.answeredBy,
        answeredAt: nowAnswered.answer.answeredAt,
      });
    }

    // An answer given to one application is the client's too: the others name that application as its source.
    const bop = apps["KM-BOP"];
    const saved = await api("POST", `/v1/quote/${quoteId}/applications/${bop.quoteRequestId}/form`, { body: { form_payload: { priorClaims: 2 } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.prefilled).toMatchObject({
      priorClaims: { questionId: "priorClaims", source: `application:${bop.quoteRequestId}` },
      yearsInBusiness: { questionId: "yearsInBusiness", source: "api" },
    });
    const after = await applicationsOf(quoteId);
    expect(after["KM-CGL"].prefilled.priorClaims).toMatchObject({ questionId: "priorClaims", source: `application:${bop.quoteRequestId}` });
  });

  it("reveals a follow-up only once its trigger is answered, and refuses it before", async () => {
    const insured = await newClient("Follow Up Plumbing", "30100");
    const first = await api("GET", `/v1/insureds/${insured.id}/questions?programs=KM-CGL`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.programs.map((p: any) => p.code)).toEqual(["KM-CGL"]);
    expect(questionIds(first.body.data)).toContain("subcontractedPercent");
    expect(questionIds(first.body.data)).toContain("workAboveThreeStories"); // a contractor is asked
    expect(questionIds(first.body.data)).not.toContain("requiresCertificatesFromSubs");

    const early = await api("POST", `/v1/insureds/${insured.id}/answers?programs=KM-CGL`, { body: { answers: { requiresCertificatesFromSubs: true } } });
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual([expect.objectContaining({ path: "answers.requiresCertificatesFromSubs", code: "not_relevant" })]);

    const none = await api("POST", `/v1/insureds/${insured.id}/answers?programs=KM-CGL`, { body: { answers: { subcontractedPercent: 0 } } });
    expect(none.status, JSON.stringify(none.body)).toBe(200);
    expect(questionIds(none.body.data)).not.toContain("requiresCertificatesFromSubs");

    const some = await api("POST", `/v1/insureds/${insured.id}/answers?programs=KM-CGL`, { body: { answers: { subcontractedPercent: 30 } } });
    expect(some.status, JSON.stringify(some.body)).toBe(200);
    const ids = questionIds(some.body.data);
    expect(ids).toContain("requiresCertificatesFromSubs");
    expect(ids.indexOf("requiresCertificatesFromSubs")).toBeGreaterThan(ids.indexOf("subcontractedPercent"));
    expect(some.body.data.questions.find((q: any) => q.id === "requiresCertificatesFromSubs")).toMatchObject({
      followUpOf: { question: "subcontractedPercent", above: 0 },
      answer: null,
    });
    expect(some.body.data.unanswered).toContain("requiresCertificatesFromSubs");

    const follow = await api("POST", `/v1/insureds/${insured.id}/answers?programs=KM-CGL`, { body: { answers: { requiresCertificatesFromSubs: true } } });
    expect(follow.status, JSON.stringify(follow.body)).toBe(200);
    expect(follow.body.data.unanswered).not.toContain("requiresCertificatesFromSubs");
  });

  it("asks New York's Scaffold Law question only of a contractor with a place in New York (issue 30: questions by state)", async () => {
    const california = await newClient("Coastal Plumbing", "30100");
    const listed = await api("GET", `/v1/insureds/${california.id}/questions?programs=KM-CGL`);
    expect(questionIds(listed.body.data)).not.toContain("nyScaffoldLawExposure");
    const refused = await api("POST", `/v1/insureds/${california.id}/answers?programs=KM-CGL`, { body: { answers: { nyScaffoldLawExposure: true } } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: "answers.nyScaffoldLawExposure", code: "not_applicable" })]);

    // Mailed from New Jersey, working a site in Brooklyn: asked, and the answer is taken.
    const brooklyn = await newClient("Hudson Plumbing", "30100", {
      mailingAddress: { state: "NJ", zip: "07030" },
      locations: [{ line1: "1 Main Street", city: "Brooklyn", state: "NY", zip: "11201" }],
    });
    const asked = await api("GET", `/v1/insureds/${brooklyn.id}/questions?programs=KM-CGL`);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data.questions.find((q: any) => q.id === "nyScaffoldLawExposure")).toMatchObject({ section: "operations", answer: null });
    const answered = await api("POST", `/v1/insureds/${brooklyn.id}/answers?programs=KM-CGL`, { body: { answers: { nyScaffoldLawExposure: false } } });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);

    // The requirements operation says where it is asked when no state is given.
    const req = await api("GET", "/v1/quote/requirements?programs=KM-CGL&class_code=30100");
    expect(req.body.data.questions.find((q: any) => q.id === "nyScaffoldLawExposure")).toMatchObject({ states: ["NY"] });
  });

  it("does not ask a bakery about work above three stories; refuses unknown ids, wrong types and values no program takes, naming answers.<id>", async () => {
    const insured = await newClient("Height Check Bakery", "10100");
    const listed = await api("GET", `/v1/insureds/${insured.id}/questions?programs=KM-CGL,KM-BOP`);
    expect(listed.status).toBe(200);
    expect(questionIds(listed.body.data)).not.toContain("workAboveThreeStories");
    expect(questionIds(listed.body.data)).toContain("cooksWithGrease"); // food and drink

    const height = await api("POST", `/v1/insureds/${insured.id}/answers?programs=KM-CGL,KM-BOP`, { body: { answers: { workAboveThreeStories: false } } });
    expect(height.status).toBe(400);
    expect(height.body.errors).toEqual([expect.objectContaining({ path: "answers.workAboveThreeStories", code: "not_applicable" })]);

    const unknown = await api("POST", `/v1/insureds/${insured.id}/answers`, { body: { answers: { favouriteColour: "teal", yearsInBusiness: "seven" } } });
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get("content-type")).toMatch(/application\/problem\+json/);
    expect(unknown.body.errors).toEqual([
      expect.objectContaining({ path: "answers.favouriteColour", code: "unknown_question" }),
      expect.objectContaining({ path: "answers.yearsInBusiness", code: "invalid_type" }),
    ]);

    const range = await api("POST", `/v1/insureds/${insured.id}/answers`, { body: { answers: { constructionType: "straw" } } });
    expect(range.status).toBe(400);
    expect(range.body.errors).toEqual([expect.objectContaining({ path: "answers.constructionType", code: "invalid_value" })]);

    // Nothing was recorded by the refused requests.
    const client = (await api("GET", `/v1/insureds/${insured.id}`)).body.data;
    expect(client.answers).toEqual([]);
  });

  it("another agency's insured is a 404; an archived one takes no answers until restored", async () => {
    const insured = await newClient("Scoped Answers Cafe", "10100");
    expect((await api("GET", `/v1/insureds/${insured.id}/questions`, { key: secondKey() })).status).toBe(404);
    const theirs = await api("POST", `/v1/insureds/${insured.id}/answers`, { key: secondKey(), body: { answers: { yearsInBusiness: 3 } } });
    expect(theirs.status).toBe(404);

    expect((await api("POST", `/v1/insureds/${insured.id}/archive`)).status).toBe(200);
    const archived = await api("POST", `/v1/insureds/${insured.id}/answers`, { body: { answers: { yearsInBusiness: 3 } } });
    expect(archived.status).toBe(409);
    expect(archived.body.errors).toEqual([expect.objectContaining({ path: "insuredId", code: "insured_archived" })]);
    // Reading its questions still works (an archived client's record stays readable).
    expect((await api("GET", `/v1/insureds/${insured.id}/questions`)).status).toBe(200);
    expect((await api("POST", `/v1/insureds/${insured.id}/restore`)).status).toBe(200);
    const restored = await api("POST", `/v1/insureds/${insured.id}/answers`, { body: { answers: { yearsInBusiness: 3 } } });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    // No open folio: every appointed program of its lines, so nothing was given to an application.
    expect(restored.body.data.updatedApplications).toEqual([]);
    expect(restored.body.data.programs.map((p: any) => p.type)).not.toContain("TI");
  });
});
