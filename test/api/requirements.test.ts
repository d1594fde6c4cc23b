// What programs need before quoting (issue 30 item 4, decision 033), over HTTP against the running app:
// GET /v1/quote/requirements declares exactly the fields POST /v1/quote enforces (a property test over
// programs, classes and states), one request with every fault hears of all of them at once, and the
// OpenAPI document's create-quote request is a union per line that accepts what create accepts and
// refuses a body missing what create requires.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import fc from "fast-check";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { api, base, demoKey, isoDate, uniqueName } from "./client";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

// A ZIP code of each state the property draws.
const ZIPS: Record<string, string> = { CA: "94103", IL: "60601", TX: "78701", NY: "10001", FL: "33101", OH: "43215", WA: "98101", CO: "80202" };

interface Program {
  code: string;
  type: string;
  classCodes: string[];
}

let programs: Program[] = [];
let classCodes: string[] = [];
let validateCreate: (body: unknown) => boolean;

beforeAll(async () => {
  const list = await api("GET", "/v1/programs");
  expect(list.status).toBe(200);
  programs = await Promise.all(
    list.body.data.items.map(async (p: any) => {
      const detail = await api("GET", `/v1/programs/${p.id}/detail`);
      return { code: p.code, type: p.type, classCodes: detail.body.data.classCodes };
    }),
  );
  classCodes = [...new Set(programs.flatMap((p) => p.classCodes))].sort();
  const doc = (await (await fetch(`${base()}/v1/openapi.json`, { headers: { authorization: `Bearer ${demoKey()}` } })).json()) as any;
  const schema = doc.paths["/v1/quote"].post.requestBody.content["application/json"].schema;
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  validateCreate = ajv.compile({ ...schema, components: doc.components });
});

/** A value create-quote accepts for each field the requirements name. */
function fill(field: string, ctx: { classCode: string; state: string; country: string }): [string, unknown] {
  const values: Record<string, unknown> = {
    class_code: ctx.classCode,
    business_name: uniqueName("Requirements Co"),
    mailing_zip: ZIPS[ctx.state],
    mailing_state: ctx.state,
    employee_count: 4,
    annual_revenue: 400000,
    annual_payroll: 150000,
    effective_date: isoDate(20),
    country_of_residence: ctx.country,
    residence_state: ctx.state,
    destination_country: "FR",
    start_date: isoDate(30),
    end_date: isoDate(40),
    insureds: [{ first_name: "Ada", last_name: "Byron", date_of_birth: "1980-03-04" }],
    "coverage.tripCost": 4000,
  };
  if (!(field in values)) throw new Error(`the test has no value for required field ${field}`);
  return [field, values[field]];
}

function withField(body: Record<string, unknown>, [field, value]: [string, unknown]) {
  if (field.startsWith("coverage.")) body.coverage = { ...((body.coverage as object) ?? {}), [field.slice("coverage.".length)]: value };
  else body[field] = value;
}

describe(`quote requirements (${inject("database")})`, () => {
  it("declares exactly the fields create-quote enforces, and a body with them quotes (programs × classes × states)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(
          programs.map((p) => p.code),
          { minLength: 1, maxLength: 4 },
        ),
        fc.constantFrom(...classCodes),
        fc.constantFrom(...Object.keys(ZIPS)),
        fc.constantFrom("US", "CA"),
        async (codes, classCode, state, country) => {
          const travel = codes.some((c) => programs.find((p) => p.code === c)!.type === "TI");
          const query = new URLSearchParams({ programs: codes.join(","), class_code: classCode, state, ...(travel ? { country_of_residence: country } : {}) });
          const req = await api("GET", `/v1/quote/requirements?${query}`);
          expect(req.status, JSON.stringify(req.body)).toBe(200);
          const fields = req.body.data.fields as Array<{ field: string; requiredBy: string[]; condition: string | null }>;
          expect(fields.every((f) => f.condition === null)).toBe(true); // class and residence given: nothing left conditional
          const required = new Set(fields.map((f) => f.field));

          // What create-quote says is missing, sent the facts the query named and nothing else.
          const sent: Record<string, unknown> = {
            programs: codes,
            class_code: classCode,
            mailing_state: state,
            ...(travel ? { country_of_residence: country } : {}),
          };
          const refused = await api("POST", "/v1/quote", { body: sent });
          expect(refused.status, JSON.stringify(refused.body)).toBe(400);
          const missing = new Set((refused.body.errors as any[]).filter((e) => e.code === "required").map((e) => e.path));
          const expected = [...required].filter((f) => !(f in sent)).sort();
          expect([...missing].sort()).toEqual(expected);
          expect(validateCreate(sent)).toBe(false);

          // Every required field given: quoted (each program's card then rates or declines on appetite).
          const full: Record<string, unknown> = { programs: codes };
          for (const field of required) withField(full, fill(field, { classCode, state, country }));
          const created = await api("POST", "/v1/quote", { body: full });
          expect(created.status, JSON.stringify({ full, answer: created.body })).toBe(201);
          expect(validateCreate(full)).toBe(true);
        },
      ),
      { numRuns: 12 },
    );
  });

  it("names which program needs each field, the questions each asks by canonical id, options and appetite", async () => {
    const res = await api("GET", "/v1/quote/requirements?programs=SA-BOP,KM-CGL,HS-PL&class_code=10100&state=IL");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.fields.find((f: any) => f.field === "annual_revenue")).toMatchObject({
      requiredBy: ["SA-BOP", "KM-CGL", "HS-PL"],
      condition: null,
      schema: { type: "number" },
    });
    const years = data.questions.find((q: any) => q.id === "yearsInBusiness");
    expect(years.askedBy.map((a: any) => a.programCode)).toEqual(["SA-BOP", "KM-CGL", "HS-PL"]);
    expect(years.ages).toBe(true);
    expect(data.questions.map((q: any) => q.id)).not.toContain("workAboveThreeStories"); // a bakery
    expect(data.questions[0].section).toBe("business");
    expect(data.options.find((o: any) => o.programCode === "SA-BOP" && o.key === "glLimit").values).toContain(1000000);
    expect(data.programs.map((p: any) => p.programCode)).toEqual(["SA-BOP", "KM-CGL", "HS-PL"]);
    expect(data.programs.find((p: any) => p.programCode === "SA-BOP").appetite.eligible).toBe(true);
    expect(data.programs.find((p: any) => p.programCode === "HS-PL").appetite).toMatchObject({ eligible: false });

    const unknown = await api("GET", "/v1/quote/requirements?programs=SA-BOP,NOPE");
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ path: "programs[1]", code: "unknown_program" })]);
    const bad = await api("GET", "/v1/quote/requirements?programs=SA-BOP&class_code=bakery");
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: any) => e.path)).toEqual(["class_code"]);
  });

  it("a request naming an unknown program keeps its problem type, and hears of the known programs' needs too", async () => {
    const res = await api("POST", "/v1/quote", { body: { programs: ["KM-CGL", "NOT-A-PROGRAM"], class_code: "10100" } });
    expect(res.status).toBe(400);
    expect(res.body.type).toMatch(/unknown_program/);
    const byPath = Object.fromEntries((res.body.errors as any[]).map((e) => [e.path, e.code]));
    expect(byPath["programs[1]"]).toBe("unknown_program");
    expect(byPath.business_name).toBe("required");
  });

  it("one request with every fault hears of all of them at once: formats, programs and what each program needs", async () => {
    const res = await api("POST", "/v1/quote", {
      body: {
        programs: ["SA-BOP", "NOT-A-PROGRAM", "WT-TI-ESS", 42],
        mailing_zip: "ABCDE",
        annual_revenue: -5,
        country_of_residence: "US",
        coverage: { glLimit: 1000000 },
      },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/application\/problem\+json/);
    const byPath = Object.fromEntries((res.body.errors as any[]).map((e) => [e.path, e.code]));
    // Formats
    expect(byPath.mailing_zip).toBe("invalid_format");
    expect(byPath.annual_revenue).toBe("too_small");
    expect(byPath["programs[3]"]).toBe("invalid_union");
    // Programs, at the position sent
    expect(byPath["programs[1]"]).toBe("unknown_program");
    // What the known programs need, but not again the fields whose format is wrong
    for (const field of ["class_code", "business_name", "mailing_state", "employee_count", "effective_date"]) expect(byPath[field]).toBe("required");
    for (const field of ["destination_country", "start_date", "end_date", "insureds", "coverage.tripCost", "residence_state"])
      expect(byPath[field]).toBe("required");
    expect(res.body.errors.filter((e: any) => e.path === "mailing_zip")).toHaveLength(1);
    expect(res.body.errors.filter((e: any) => e.path === "annual_revenue")).toHaveLength(1);
  });
});
