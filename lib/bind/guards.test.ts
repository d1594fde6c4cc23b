import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { duplicateLines, questionTitle, requireCompleteForPayLink, requireOnePerLine } from "./guards";

const form = {
  properties: { yearsInBusiness: { title: "Years in business" }, priorClaims: { title: "Claims in the past 3 years" }, untitled: {} },
  required: ["yearsInBusiness", "priorClaims", "untitled"],
};
const app = (id: string, code: string, type: "BOP" | "CGL" | "PL" | "TI") => ({ id, program: { code, type, applicationForm: form } });

function thrown(fn: () => void): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("did not throw");
}

describe("one policy per line of business in one bind", () => {
  it("accepts one program of each line", () => {
    expect(duplicateLines([app("a", "KM-BOP", "BOP"), app("b", "KM-CGL", "CGL"), app("c", "MP-PL", "PL")])).toEqual([]);
    expect(() => requireOnePerLine([app("a", "KM-BOP", "BOP"), app("b", "KM-CGL", "CGL")])).not.toThrow();
  });

  it("refuses rival programs of one line, naming the later one by its place and the earlier by code", () => {
    const error = thrown(() => requireOnePerLine([app("a", "KM-BOP", "BOP"), app("b", "KM-CGL", "CGL"), app("c", "SA-BOP", "BOP")]));
    expect(error.code).toBe("duplicate_line");
    expect(error.message).toBe(
      "KM-BOP and SA-BOP are both BOP: one insured needs one policy per line of business, so choose one program of each line and bind only that.",
    );
    expect(error.errors).toEqual([
      {
        path: "quoteRequestIds[2]",
        message: "SA-BOP is a second BOP quote beside KM-BOP (quoteRequestIds[0]); bind one program per line of business",
        code: "duplicate_line",
      },
    ]);
  });

  it("names every clash, three of a line too", () => {
    const error = thrown(() =>
      requireOnePerLine([
        app("a", "WT-TI-ESS", "TI"),
        app("b", "WT-TI-PRE", "TI"),
        app("c", "SA-TI", "TI"),
        app("d", "KM-CGL", "CGL"),
        app("e", "HS-CGL", "CGL"),
      ]),
    );
    expect(error.message).toMatch(/^WT-TI-ESS, WT-TI-PRE, SA-TI are all TI; KM-CGL and HS-CGL are both CGL: /);
    expect(error.errors.map((e) => e.path)).toEqual(["quoteRequestIds[1]", "quoteRequestIds[2]", "quoteRequestIds[4]"]);
  });
});

describe("a pay link needs the required questions answered", () => {
  it("passes a complete application", () => {
    expect(() => requireCompleteForPayLink([app("a", "KM-BOP", "BOP")], () => ({ yearsInBusiness: 3, priorClaims: 0, untitled: false }))).not.toThrow();
  });

  it("names each unanswered question in words, as a sentence and as errors[]", () => {
    const error = thrown(() => requireCompleteForPayLink([app("a", "KM-BOP", "BOP")], () => ({ yearsInBusiness: 3, priorClaims: null })));
    expect(error.code).toBe("application_incomplete");
    expect(error.message).toBe("Answer the required questions of KM-BOP before sending a pay link: Claims in the past 3 years; untitled");
    expect(error.errors).toEqual([
      { path: "applications.a.form_payload.priorClaims", message: "is required before the customer can pay (Claims in the past 3 years)", code: "required" },
      { path: "applications.a.form_payload.untitled", message: "is required before the customer can pay (untitled)", code: "required" },
    ]);
  });

  it("lists each incomplete program when several are", () => {
    const answers: Record<string, Record<string, unknown>> = { a: {}, b: { yearsInBusiness: 1, priorClaims: 0, untitled: true }, c: { yearsInBusiness: 2 } };
    const error = thrown(() =>
      requireCompleteForPayLink([app("a", "KM-BOP", "BOP"), app("b", "KM-CGL", "CGL"), app("c", "MP-PL", "PL")], (x) => answers[x.id]!),
    );
    expect(error.message).toBe(
      "Answer the required questions before sending a pay link. KM-BOP: Years in business; Claims in the past 3 years; untitled. MP-PL: Claims in the past 3 years; untitled",
    );
    expect(error.errors).toHaveLength(5);
  });

  it("reads a question's title, or its key without one", () => {
    expect(questionTitle(form, "yearsInBusiness")).toBe("Years in business");
    expect(questionTitle(form, "untitled")).toBe("untitled");
    expect(questionTitle({}, "x")).toBe("x");
  });
});
