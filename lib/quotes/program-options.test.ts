// Risk and options apart (issue 30 item 3, decision 031): each program's own options, validated, and kept
// through re-quotes; pure, against the seeded programs.
import { describe, expect, it } from "vitest";
import { CreateQuoteRequest, RequoteRequest } from "@/lib/schemas/quote";
import { CARRIERS } from "@/prisma/seed-data/carriers";
import { folioWideOptions, requoteProgramChoices, selectProgramOptions, type LatestChoices } from "./rating-block";

const PROGRAMS = CARRIERS.flatMap((c) => c.programs);
const program = (code: string) => {
  const p = PROGRAMS.find((x) => x.code === code)!;
  return { id: `id-${code}`, code: p.code, options: p.options };
};
const usd = (d: number) => d * 100;
const BOPS = [program("SA-BOP"), program("KM-BOP"), program("MP-BOP"), program("KM-CGL")];
const COVERAGE = { glLimit: 1_000_000, bppLimit: 100_000 };

/** Each program's latest attempt as a first folio with COVERAGE rated it. */
const firstAttempts = (coverage = COVERAGE): Map<string, LatestChoices> =>
  new Map([...folioWideOptions(BOPS, coverage)].map(([id, selectedOptions]) => [id, { selectedOptions, addedEndorsements: [] }]));

describe("selectProgramOptions", () => {
  const path = (field: string) => field;

  it("takes each program's own values (codes in any case), in cents for money", () => {
    const { chosen, issues } = selectProgramOptions(BOPS, { "sa-bop": { glLimit: 2_000_000 }, "KM-BOP": { deductible: 2_500, glLimit: 500_000 } }, path);
    expect(issues).toEqual([]);
    expect(chosen.get("id-SA-BOP")).toEqual({ glLimit: usd(2_000_000) });
    expect(chosen.get("id-KM-BOP")).toEqual({ deductible: usd(2_500), glLimit: usd(500_000) });
    expect(chosen.has("id-MP-BOP")).toBe(false);
  });

  it("refuses a program not quoted, a program named twice, an option it lacks and a value it does not offer, naming each path", () => {
    const { issues } = selectProgramOptions(
      BOPS,
      { "SA-BOP": { glLimit: 500_000, plLimit: 1_000_000 }, "sa-bop": {}, "HS-PL": { plLimit: 1_000_000 } },
      (f) => `system_payload.${f}`,
    );
    expect(issues).toEqual([
      {
        path: "system_payload.program_options.SA-BOP.glLimit",
        message: "500000 is not offered by program SA-BOP; choose one of 1000000, 2000000",
        code: "option_not_offered",
      },
      {
        path: "system_payload.program_options.SA-BOP.plLimit",
        message: "plLimit is not an option of program SA-BOP; it has glLimit, bppLimit, deductible",
        code: "unknown_option",
      },
      { path: "system_payload.program_options.sa-bop", message: "names program SA-BOP a second time", code: "duplicate" },
      {
        path: "system_payload.program_options.HS-PL",
        message: "HS-PL is not a program of this quote; name one of SA-BOP, KM-BOP, MP-BOP, KM-CGL",
        code: "program_not_quoted",
      },
    ]);
  });

  it("is a rating field of create-quote and re-quote: an object of numbers by code", () => {
    expect(CreateQuoteRequest.safeParse({ programs: ["SA-BOP"], program_options: { "SA-BOP": { glLimit: 2_000_000 } } }).success).toBe(true);
    expect(RequoteRequest.safeParse({ system_payload: { program_options: { "SA-BOP": { glLimit: 2_000_000 } } } }).success).toBe(true);
    expect(CreateQuoteRequest.safeParse({ programs: ["SA-BOP"], program_options: { "SA-BOP": { glLimit: "2M" } } }).success).toBe(false);
    expect(CreateQuoteRequest.safeParse({ programs: ["SA-BOP"], program_options: { "SA-BOP": 2_000_000 } }).success).toBe(false);
  });
});

describe("requoteProgramChoices: what a re-quote keeps", () => {
  it("the regression: SA-BOP at $2M, then a re-quote of the risk alone keeps $2M on SA-BOP and $1M on every other program", () => {
    const latest = firstAttempts();
    // The card's change: SA-BOP alone, its options as the card lists them with the GL limit at $2M.
    const card = requoteProgramChoices([program("SA-BOP")], latest, COVERAGE, {
      program_options: { "SA-BOP": { glLimit: 2_000_000, bppLimit: 100_000, deductible: 1_000 } },
    });
    expect(card.programOptions).toEqual({ "SA-BOP": { glLimit: 2_000_000, bppLimit: 100_000, deductible: 1_000 } });
    latest.set("id-SA-BOP", { selectedOptions: { glLimit: usd(2_000_000), bppLimit: usd(100_000), deductible: usd(1_000) }, addedEndorsements: [] });

    // Edit risk: new revenue only, every program. Only SA-BOP departs from the folio-wide coverage.
    const risk = requoteProgramChoices(BOPS, latest, COVERAGE, {});
    expect(risk.programOptions).toEqual({ "SA-BOP": { glLimit: 2_000_000 } });
    expect(risk.endorsements).toEqual({});
  });

  it("keeps a program's own options whatever folio the re-quote starts from (one whose coverage says $2M)", () => {
    const latest = firstAttempts();
    latest.set("id-SA-BOP", { selectedOptions: { glLimit: usd(2_000_000), bppLimit: usd(100_000), deductible: usd(1_000) }, addedEndorsements: [] });
    const { programOptions } = requoteProgramChoices(BOPS, latest, { glLimit: 2_000_000, bppLimit: 100_000 }, {});
    expect(programOptions).toEqual({ "KM-BOP": { glLimit: 1_000_000 }, "MP-BOP": { glLimit: 1_000_000 }, "KM-CGL": { glLimit: 1_000_000 } });
  });

  it("a folio-wide coverage given in the re-quote applies to every program re-quoted, replacing their own for that option only", () => {
    const latest = firstAttempts();
    latest.set("id-SA-BOP", { selectedOptions: { glLimit: usd(2_000_000), bppLimit: usd(100_000), deductible: usd(2_500) }, addedEndorsements: [] });
    const change = { coverage: { glLimit: 500_000 } };
    const { programOptions } = requoteProgramChoices(BOPS, latest, { ...COVERAGE, ...change.coverage }, change);
    // SA-BOP keeps its own deductible; its GL limit is now the folio's (which it does not offer: prepareQuote says so).
    expect(programOptions).toEqual({ "SA-BOP": { deductible: 2_500 } });
  });

  it("a program's given options replace its own; the other programs keep theirs", () => {
    const latest = firstAttempts();
    latest.set("id-SA-BOP", { selectedOptions: { glLimit: usd(2_000_000), bppLimit: usd(100_000), deductible: usd(2_500) }, addedEndorsements: [] });
    latest.set("id-KM-BOP", { selectedOptions: { glLimit: usd(300_000), bppLimit: usd(100_000), deductible: usd(1_000) }, addedEndorsements: [] });
    const { programOptions } = requoteProgramChoices(BOPS, latest, COVERAGE, { program_options: { "sa-bop": { bppLimit: 250_000 } } });
    expect(programOptions).toEqual({ "sa-bop": { bppLimit: 250_000 }, "KM-BOP": { glLimit: 300_000 } });
  });

  it("a program new to the session takes the folio-wide coverage; a kept value the program no longer offers is dropped", () => {
    const latest = new Map<string, LatestChoices>([
      ["id-SA-BOP", { selectedOptions: { glLimit: usd(300_000), bppLimit: usd(100_000), deductible: usd(1_000) }, addedEndorsements: [] }],
    ]);
    expect(requoteProgramChoices(BOPS, latest, COVERAGE, {}).programOptions).toEqual({});
  });

  it("endorsements: a list given replaces the program's; the others keep their latest attempt's; codes not re-quoted pass on to be refused", () => {
    const latest = firstAttempts();
    latest.set("id-KM-CGL", { selectedOptions: latest.get("id-KM-CGL")!.selectedOptions, addedEndorsements: ["waiver_of_subrogation"] });
    latest.set("id-KM-BOP", { selectedOptions: latest.get("id-KM-BOP")!.selectedOptions, addedEndorsements: ["spoilage"] });
    const { endorsements, programOptions } = requoteProgramChoices(BOPS, latest, COVERAGE, {
      endorsements: { "KM-BOP": [], "HS-CGL": ["waiver_of_subrogation"] },
      program_options: { "HS-PL": { plLimit: 1_000_000 } },
    });
    expect(endorsements).toEqual({ "KM-BOP": [], "KM-CGL": ["waiver_of_subrogation"], "HS-CGL": ["waiver_of_subrogation"] });
    expect(programOptions).toEqual({ "HS-PL": { plLimit: 1_000_000 } });
  });

  it("a program named twice in any case passes both on, for the duplicate to be refused", () => {
    const { programOptions } = requoteProgramChoices([program("SA-BOP")], new Map(), COVERAGE, {
      program_options: { "SA-BOP": { glLimit: 2_000_000 }, "sa-bop": { glLimit: 1_000_000 } },
    });
    expect(programOptions).toEqual({ "SA-BOP": { glLimit: 2_000_000 }, "sa-bop": { glLimit: 1_000_000 } });
  });
});
