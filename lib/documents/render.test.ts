// Renders each document from the fixtures and reads it back with pdf.js, as a viewer would.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PDFDateString, getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import {
  PREMIUM_TEXT,
  TOTAL_TEXT,
  applicationFixture,
  certificateFixture,
  declarationsFixture,
  fullDeclarationsFixture,
  longNotices,
  quoteProposalFixture,
} from "@/test/fakes/document-fixtures";
import { renderApplication, renderCertificate, renderDeclarations, renderQuoteProposal } from "./render";

// In Node the legacy build needs no worker setting: GlobalWorkerOptions.workerSrc defaults to
// "./pdf.worker.mjs" there and pdf.js runs it in this thread (its "fake worker").
// The standard fonts are not embedded in our PDFs; pointing pdf.js at its own copies (read with fs)
// silences its "Ensure that the `standardFontDataUrl` API parameter is provided" warning.
const STANDARD_FONTS = join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts/");

interface ParsedPdf {
  /** The text runs of each page, in drawing order. */
  pages: string[][];
  info: Record<string, unknown>;
  sizes: number[][];
}

async function parsePdf(bytes: Uint8Array): Promise<ParsedPdf> {
  // getDocument transfers the buffer it is given (the caller's array is left empty): pass a copy.
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl: STANDARD_FONTS }).promise;
  try {
    const pages: string[][] = [];
    const sizes: number[][] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      // pdf.js adds whitespace-only runs where it infers spacing; only drawn runs are kept.
      pages.push(content.items.flatMap((item) => ("str" in item && item.str.trim() !== "" ? [item.str] : [])));
      sizes.push(page.view);
    }
    const { info } = await pdf.getMetadata();
    return { pages, info: info as Record<string, unknown>, sizes };
  } finally {
    await pdf.destroy();
  }
}

const allText = (pdf: ParsedPdf) => pdf.pages.flat();
/** All runs joined by spaces, so a phrase wrapped over lines still reads as one. */
const joinedText = (pdf: ParsedPdf) => allText(pdf).join(" ");
const pageOf = (pdf: ParsedPdf, text: string) => pdf.pages.findIndex((runs) => runs.some((r) => r.includes(text))) + 1;

describe("renderQuoteProposal", () => {
  it("opens as US Letter pages showing the premium, the total and the program", async () => {
    const pdf = await parsePdf(await renderQuoteProposal(quoteProposalFixture));
    expect(pdf.sizes.every((s) => s.join() === "0,0,612,792")).toBe(true);
    const text = allText(pdf);
    expect(text).toContain(PREMIUM_TEXT);
    expect(text).toContain(TOTAL_TEXT);
    expect(text).toContain("$364.60"); // the monthly installment
    expect(text).toContain("Premium tax (2.35%)");
    expect(text.join("\n")).toContain(quoteProposalFixture.program.name);
    expect(text).toContain(quoteProposalFixture.applicationId);
    expect(text).toContain("Dec 22, 2026, 07:59 UTC"); // valid until
    expect(text).toContain("Optional, $150.00");
  });

  it("numbers its pages and names the document in every footer", async () => {
    const pdf = await parsePdf(await renderQuoteProposal(quoteProposalFixture));
    expect(pdf.pages).toHaveLength(2);
    pdf.pages.forEach((runs, i) => {
      expect(runs).toContain(`Page ${i + 1} of 2`);
      expect(runs).toContain(`Quote proposal - quote request ${quoteProposalFixture.applicationId}`);
    });
  });

  it("sets the metadata from the data", async () => {
    const { info } = await parsePdf(await renderQuoteProposal(quoteProposalFixture));
    expect(info.Title).toBe(`Quote proposal: ${quoteProposalFixture.program.name} for Acme Bakery LLC`);
    expect(info.Author).toBe("Quoting portal");
    expect(PDFDateString.toDateObject(info.CreationDate as string)?.toISOString()).toBe(quoteProposalFixture.generatedAt);
  });

  it("carries a long notices list onto a second page", async () => {
    const onePage = { ...quoteProposalFixture, coverages: [], endorsements: [], notices: [] };
    expect((await parsePdf(await renderQuoteProposal(onePage))).pages).toHaveLength(1);

    const notices = longNotices(12);
    const pdf = await parsePdf(await renderQuoteProposal({ ...onePage, notices }));
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.pages[0]).toContain("Page 1 of 2");
    expect(pdf.pages[1]).toContain("Page 2 of 2");
    expect(pageOf(pdf, "Notice 1:")).toBe(1);
    expect(pageOf(pdf, "Notice 12:")).toBe(2);
    const text = allText(pdf).join(" ");
    for (let i = 1; i <= notices.length; i++) expect(text).toContain(`Notice ${i}:`);
  });

  it("leaves out the monthly installment when the program has none", async () => {
    const annualOnly = {
      ...quoteProposalFixture,
      pricing: { ...quoteProposalFixture.pricing, monthlyInstallmentCents: null },
      paymentOptions: quoteProposalFixture.paymentOptions.slice(0, 1),
    };
    const text = allText(await parsePdf(await renderQuoteProposal(annualOnly)));
    expect(text).not.toContain("Monthly installment");
    expect(text).toContain(TOTAL_TEXT);
  });
});

describe("renderApplication", () => {
  it("shows the quoted amounts, the program and the answers", async () => {
    const text = allText(await parsePdf(await renderApplication(applicationFixture)));
    expect(text).toContain(PREMIUM_TEXT);
    expect(text).toContain(TOTAL_TEXT);
    expect(text.join("\n")).toContain(applicationFixture.program.name);
    expect(text).toContain("Business owners policy application");
    expect(text).toContain("Is the premises fully sprinklered? *");
    expect(text).toContain("Yes");
  });

  it("marks unanswered questions, required ones as such", async () => {
    const pdf = await parsePdf(await renderApplication(applicationFixture));
    const text = allText(pdf);
    expect(text).toContain("1 required question is not answered.");
    // The answer follows its question (and description) in drawing order.
    const required = text.indexOf("Building construction *");
    expect(text.slice(required, required + 4)).toContain("Not answered (required)");
    const optional = text.indexOf("Square feet occupied");
    expect(text[optional + 1]).toBe("Not answered");
    expect(text.filter((t) => t === "Not answered (required)")).toHaveLength(1);
  });

  it("lists the rating block as submitted, with its hash, and a signature line", async () => {
    const text = allText(await parsePdf(await renderApplication(applicationFixture)));
    const i = text.indexOf("coverage.glLimit");
    expect(text[i + 1]).toBe("1000000");
    expect(text).toContain(`Payload hash (SHA-256): ${applicationFixture.systemPayloadHash}`);
    expect(text).toContain("Signature of applicant");
    expect(text).toContain("Maria Alvarez, Owner");
  });

  it("breaks a value taller than a page line by line, repeating the table header", async () => {
    const essay = Array.from({ length: 1500 }, (_, i) => `word${i}`).join(" ");
    const pdf = await parsePdf(
      await renderApplication({
        ...applicationFixture,
        ratingBlock: [
          { key: "notes", value: essay },
          { key: "after", value: "end" },
        ],
      }),
    );
    expect(pdf.pages.length).toBeGreaterThan(2);
    const text = allText(pdf).join(" ");
    expect(text).toContain("word0 ");
    expect(text).toContain("word1499");
    const withHeader = pdf.pages.filter((runs) => runs.includes("Field") && runs.includes("Value"));
    expect(withHeader.length).toBeGreaterThanOrEqual(2);
  });

  it("prints the electronic signature when signed", async () => {
    const signed = { ...applicationFixture, signature: { signerName: "Maria Alvarez", signerTitle: "Owner", signedAt: "2026-11-22T16:00:00Z" } };
    const text = allText(await parsePdf(await renderApplication(signed)));
    expect(text).toContain("Signed electronically by Maria Alvarez");
    expect(text).toContain("Nov 22, 2026, 16:00 UTC");
  });

  it("has no amounts before the card is priced", async () => {
    const text = allText(await parsePdf(await renderApplication({ ...applicationFixture, pricing: null })));
    expect(text).not.toContain(PREMIUM_TEXT);
  });
});

describe("renderDeclarations", () => {
  it("shows the policy number, the premium, the total and the program", async () => {
    const pdf = await parsePdf(await renderDeclarations(declarationsFixture));
    const text = allText(pdf);
    expect(text).toContain("KM-BOP-2026-000123");
    expect(text).toContain(PREMIUM_TEXT);
    expect(text).toContain(TOTAL_TEXT);
    expect(text.join("\n")).toContain(declarationsFixture.program.name);
    expect(text).toContain("Dec 1, 2026 to Dec 1, 2027");
    expect(text).toContain("Active");
    expect(pdf.pages.at(-1)).toContain(`Page ${pdf.pages.length} of ${pdf.pages.length}`);
    expect(pdf.pages[0]).toContain("Policy declarations - policy KM-BOP-2026-000123");
  });

  it("lists the installment schedule with what is paid", async () => {
    const text = allText(await parsePdf(await renderDeclarations(declarationsFixture)));
    const joined = text.join(" ");
    expect(joined).toContain("Monthly: 12 installments, installment fee $5.00 each.");
    // The schedule's total (the policy total plus installment fees), what is paid and the balance.
    expect(joined).toMatch(/Schedule total \$4,375\.17 \(the total above plus installment fees\); paid \$364\.60, balance \$4,010\.57\./);
    expect(text.filter((t) => t === "Paid")).toHaveLength(1);
    expect(text.filter((t) => t === "Unpaid")).toHaveLength(11);
    expect(text.filter((t) => t === "$364.60")).toHaveLength(11);
    const last = text.indexOf("Nov 1, 2027");
    expect(text.slice(last, last + 3)).toEqual(["Nov 1, 2027", "$364.57", "Unpaid"]);
  });

  it("states a cancellation", async () => {
    const cancelled = { ...declarationsFixture, status: "cancelled", cancellation: { effectiveDate: "2027-03-15", reason: "non-payment" } };
    const text = joinedText(await parsePdf(await renderDeclarations(cancelled)));
    expect(text).toContain("Cancelled effective Mar 15, 2027 (non-payment)");
  });
});

describe("renderDeclarations, schedules (decision 017)", () => {
  it("prints the limits schedule instead of Included, the premises, the forms, the retroactive date and the surplus lines notice", async () => {
    const text = joinedText(await parsePdf(await renderDeclarations(fullDeclarationsFixture)));
    expect(text).toContain("Limits of insurance");
    expect(text).toContain("Each claim (damages and claim expenses) $1,000,000");
    expect(text).toContain("Retention (each claim) $2,500");
    expect(text.slice(text.indexOf("Limits of insurance"), text.indexOf("Endorsements"))).not.toContain("Included");
    expect(text).toContain("Premises address 1200 Main Street Suite 300 Dallas, TX 75201");
    expect(text).toContain("HS-PL 00 01 07/24 Professional Liability Coverage Form (Claims-Made and Reported)");
    expect(text).toContain("Coverage form Claims-made");
    expect(text).toContain("Retroactive date Jun 1, 2024");
    expect(text).toContain("Surplus lines broker Harbor & Main Insurance Agency");
    expect(text).toContain("Licence number SL-0048213 (sample)");
    expect(text).toContain("Sample text, not statutory wording: this policy is written by an insurer not licensed in Texas.");
  });

  it("says the address was not given rather than inventing one", async () => {
    const text = joinedText(await parsePdf(await renderDeclarations({ ...fullDeclarationsFixture, premisesAddress: null })));
    expect(text).toContain("Not given at bind (rated for CA 94103)");
  });

  it("marks a retroactive date equal to the effective date as no prior acts", async () => {
    const text = joinedText(await parsePdf(await renderDeclarations({ ...fullDeclarationsFixture, retroactiveDate: fullDeclarationsFixture.effectiveDate })));
    expect(text).toContain("Retroactive date Dec 1, 2026 (no prior acts)");
  });
});

describe("renderCertificate", () => {
  it("lays out producer, insured, insurer, coverages with limits, description, holder and cancellation", async () => {
    const pdf = await parsePdf(await renderCertificate(certificateFixture));
    const text = joinedText(pdf);
    expect(pdf.pages).toHaveLength(1);
    for (const phrase of [
      "Certificate of liability insurance",
      "Producer Harbor & Main Insurance Agency 120 Harbor Street Suite 400 Chicago, IL 60601",
      "Insured Acme Bakery LLC 45 Wacker Drive Chicago, IL 60601",
      "Insurer A Keystone Mutual Insurance Company 90011",
      "KM-CGL-2026-000125",
      "Each occurrence: $1,000,000",
      "Lease of 45 Wacker Drive, unit 2",
      "Certificate holder Lakeside Properties LLC 500 Lake Street Chicago, IL 60601",
      "Should the policies above be cancelled before their expiration dates",
      "The certificate holder is an additional insured under form KM-GL 20 38 04/25.",
    ])
      expect(text).toContain(phrase);
    expect(pdf.pages[0]).toContain("Certificate of liability insurance - KM-CGL-2026-000125-C1");
  });

  it("prints Y or N under ADDL INSD and SUBR WVD on the general liability line", async () => {
    const flagsOf = async (additionalInsured: boolean, subrogationWaived: boolean) => {
      const coverage = { ...certificateFixture.coverages[0]!, additionalInsured, subrogationWaived };
      const runs = await positionedRuns(await renderCertificate({ ...certificateFixture, coverages: [coverage] }));
      const at = (text: string) => runs.find((r) => r.text === text) ?? expect.unreachable(`no "${text}" run`);
      const line = at("KM-CGL-2026-000125"); // the coverage row: its cells start on one baseline
      expect(runs.some((r) => r.text.startsWith("Commercial general") && Math.abs(r.y - line.y) < 1)).toBe(true);
      // A column runs from its header's left edge to the next header's.
      const [addl, subr, policyNumber] = [at("Addl"), at("Subr"), at("Policy number")];
      const under = (from: number, to: number) => runs.filter((r) => Math.abs(r.y - line.y) < 1 && r.x >= from - 1 && r.x < to).map((r) => r.text);
      expect(addl.y).toBeGreaterThan(line.y);
      expect(subr.y).toBe(addl.y);
      return { addlInsd: under(addl.x, subr.x), subrWvd: under(subr.x, policyNumber.x) };
    };
    expect(await flagsOf(true, true)).toEqual({ addlInsd: ["Y"], subrWvd: ["Y"] });
    expect(await flagsOf(true, false)).toEqual({ addlInsd: ["Y"], subrWvd: ["N"] });
    expect(await flagsOf(false, false)).toEqual({ addlInsd: ["N"], subrWvd: ["N"] });
  });
});

/** The drawn text runs of a one-page PDF with where each starts (PDF points, y up). */
async function positionedRuns(bytes: Uint8Array): Promise<Array<{ text: string; x: number; y: number }>> {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl: STANDARD_FONTS }).promise;
  try {
    const content = await (await pdf.getPage(1)).getTextContent();
    return content.items.flatMap((item) =>
      "str" in item && item.str.trim() !== "" ? [{ text: item.str.trim(), x: item.transform[4] as number, y: item.transform[5] as number }] : [],
    );
  } finally {
    await pdf.destroy();
  }
}

describe("all documents", () => {
  const UNICODE = "Zoë’s Café — ☕";
  const variants = {
    proposal: () =>
      renderQuoteProposal({
        ...quoteProposalFixture,
        insured: { ...quoteProposalFixture.insured, name: UNICODE },
        notices: [{ text: `Emoji 😀 and CJK 東京 and e\u0301 combined` }],
      }),
    application: () =>
      renderApplication({
        ...applicationFixture,
        insured: { ...applicationFixture.insured, name: UNICODE },
        ratingBlock: [{ key: "business_name", value: UNICODE }],
      }),
    declarations: () => renderDeclarations({ ...declarationsFixture, namedInsured: { ...declarationsFixture.namedInsured, name: UNICODE } }),
    certificate: () => renderCertificate({ ...certificateFixture, insured: { ...certificateFixture.insured, name: UNICODE } }),
  };

  it.each(Object.entries(variants))("%s: draws what WinAnsi has and a ? for the rest", async (_, render) => {
    const pdf = await parsePdf(await render());
    expect(allText(pdf)).toContain("Zoë’s Café — ?");
    // The metadata is UTF-16: it keeps the original.
    expect(String(pdf.info.Title)).toContain(UNICODE);
  });

  it("replaces each unencodable character once, astral ones included", async () => {
    const text = allText(await parsePdf(await variants.proposal()));
    expect(text).toContain("Emoji ? and CJK ?? and é combined");
  });

  it.each([
    ["proposal", () => renderQuoteProposal(quoteProposalFixture)],
    ["application", () => renderApplication(applicationFixture)],
    ["declarations", () => renderDeclarations(declarationsFixture)],
    ["certificate", () => renderCertificate(certificateFixture)],
  ] as const)("%s: the same data gives the same bytes", async (_, render) => {
    const [a, b] = await Promise.all([render(), render()]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it("changes with the generation date, which is in the bytes", async () => {
    const a = await renderQuoteProposal(quoteProposalFixture);
    const b = await renderQuoteProposal({ ...quoteProposalFixture, generatedAt: "2026-11-22T15:04:06.000Z" });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });

  it("refuses money that is not whole cents, and dates it cannot read", async () => {
    await expect(renderQuoteProposal({ ...quoteProposalFixture, pricing: { ...quoteProposalFixture.pricing, premiumCents: 4191.67 } })).rejects.toThrow(
      RangeError,
    );
    await expect(renderDeclarations({ ...declarationsFixture, effectiveDate: "12/01/2026" })).rejects.toThrow(/Invalid date/);
    await expect(renderApplication({ ...applicationFixture, generatedAt: "2026-11-22 15:04" })).rejects.toThrow(/Invalid timestamp/);
  });
});
