// The three PDFs: quote proposal and application (one per program card), policy declarations (one
// per policy). Plain data in, bytes out; the same data always gives the same bytes.
import { formatCents, formatDate, formatRate, formatTimestamp, parseTimestamp } from "./format";
import { Layout, type Cell, type Row, type Span } from "./layout";
import type {
  ApplicationData,
  CertificateData,
  CoverageLine,
  CoverageTerm,
  DeclarationsData,
  EndorsementLine,
  Insured,
  MoneyLine,
  PaymentOption,
  PostalAddress,
  ProgramRef,
  QuoteHeader,
  QuoteProposalData,
} from "./types";

const PROGRAM_TYPES: Record<string, string> = {
  BOP: "Business owners policy (BOP)",
  CGL: "Commercial general liability (CGL)",
  PL: "Professional liability (PL)",
  TI: "Travel insurance (TI)",
};

const DEFAULT_STATEMENT =
  "I declare that the statements in this application are true and complete to the best of my knowledge, " +
  "and that I have not withheld any fact that could affect the insurer's decision to offer or price coverage.";

export async function renderQuoteProposal(d: QuoteProposalData): Promise<Uint8Array> {
  const doc = await Layout.create({
    title: `Quote proposal: ${d.program.name} for ${d.insured.name}`,
    subject: `Quote ${d.folioId}, request ${d.applicationId}`,
    keywords: ["quote proposal", d.program.code, d.applicationId],
    createdAt: parseTimestamp(d.generatedAt),
    footer: `Quote proposal - quote request ${d.applicationId}`,
  });
  doc.title("Quote proposal", `${d.program.name} - ${d.program.carrierName}`);
  quoteHeader(doc, d, [["Valid until", formatTimestamp(d.validUntil)]]);

  doc.heading("Program");
  const card: [string, string][] = [
    ["Tier", capitalise(d.program.tier)],
    ["Badges", d.program.badges.join("\n")],
    ["Highlights", d.program.highlights.join("\n")],
  ];
  doc.keyValues(
    [
      ["Program", `${d.program.name} (${d.program.code})`],
      ["Type", programType(d.program)],
      ["Carrier", d.program.carrierName],
    ],
    card.filter(([, value]) => value !== ""),
  );

  doc.heading("Premium");
  const p = d.pricing;
  doc.table(
    amountColumns(),
    [
      ["Annual premium", formatCents(p.premiumCents)],
      ...moneyRows(p.fees),
      ...moneyRows(p.taxes),
      [strong("Total annual"), strong(formatCents(p.totalAnnualCents))],
      ...(p.monthlyInstallmentCents === null ? [] : [["Monthly installment", formatCents(p.monthlyInstallmentCents)]]),
    ],
    { keepTogether: true },
  );

  if (d.paymentOptions.length > 0) {
    doc.heading("Payment options");
    doc.table(
      [
        { header: "Plan", width: 0.28 },
        { header: "Installments", width: 0.16, align: "right" },
        { header: "Down payment", width: 0.2, align: "right" },
        { header: "Then each", width: 0.18, align: "right" },
        { header: "Total", width: 0.18, align: "right" },
      ],
      d.paymentOptions.map((o) => [
        paymentOptionName(o),
        String(o.installments),
        formatCents(o.downPaymentCents),
        o.installments > 1 ? formatCents(o.installmentCents) : "-",
        formatCents(o.totalCents),
      ]),
      { keepTogether: true },
    );
  }

  coverageSection(doc, d.coverages);
  endorsementSection(doc, d.endorsements);

  if (d.notices.length > 0) {
    doc.heading("Notices");
    doc.bullets(d.notices.map((n) => (n.level && n.level !== "info" ? `${capitalise(n.level)}: ${n.text}` : n.text)));
  }
  return doc.finish();
}

export async function renderApplication(d: ApplicationData): Promise<Uint8Array> {
  const doc = await Layout.create({
    title: `Application: ${d.program.name} for ${d.insured.name}`,
    subject: `Quote ${d.folioId}, request ${d.applicationId}`,
    keywords: ["application", d.program.code, d.applicationId],
    createdAt: parseTimestamp(d.generatedAt),
    footer: `Application - quote request ${d.applicationId}`,
  });
  doc.title(d.formTitle || "Application", `${d.program.name} (${d.program.code}) - ${d.program.carrierName}`);
  quoteHeader(
    doc,
    d,
    d.pricing
      ? [
          ["Premium", formatCents(d.pricing.premiumCents)],
          ["Total annual", formatCents(d.pricing.totalAnnualCents)],
        ]
      : [],
  );

  doc.heading("Application questions");
  const unanswered = d.questions.filter((q) => q.required && q.answer === null).length;
  if (unanswered > 0) doc.paragraph(`${unanswered} required question${unanswered === 1 ? " is" : "s are"} not answered.`, { tone: "alert", bold: true });
  doc.table(
    [
      { header: "#", width: 0.06 },
      { header: "Question (* required)", width: 0.6 },
      { header: "Answer", width: 0.34 },
    ],
    d.questions.map((q, i): Cell[] => {
      const question: Span[] = [{ text: q.required ? `${q.title} *` : q.title }];
      if (q.description) question.push({ text: q.description, tone: "muted" });
      const answer: Cell =
        q.answer !== null ? q.answer : q.required ? { text: "Not answered (required)", bold: true, tone: "alert" } : { text: "Not answered", tone: "muted" };
      return [String(i + 1), question, answer];
    }),
  );

  doc.heading("Rating information as submitted");
  doc.table(
    [
      { header: "Field", width: 0.45, tone: "muted" },
      { header: "Value", width: 0.55 },
    ],
    d.ratingBlock.map((e) => [e.key, e.value]),
    { size: 8.5 },
  );
  doc.paragraph(`Payload hash (SHA-256): ${d.systemPayloadHash}`, { size: 8, tone: "muted" });

  doc.heading("Signature");
  const signed = d.signature.signedAt ? `Signed electronically by ${d.signature.signerName ?? "the applicant"}` : null;
  doc.signature(d.signature.statement || DEFAULT_STATEMENT, [
    { label: "Signature of applicant", value: signed, width: 0.4 },
    { label: "Printed name and title", value: [d.signature.signerName, d.signature.signerTitle].filter(Boolean).join(", "), width: 0.32 },
    { label: "Date", value: d.signature.signedAt ? formatTimestamp(d.signature.signedAt) : null, width: 0.28 },
  ]);
  return doc.finish();
}

export async function renderDeclarations(d: DeclarationsData): Promise<Uint8Array> {
  const doc = await Layout.create({
    title: `Policy declarations: ${d.policyNumber}, ${d.namedInsured.name}`,
    subject: `Policy ${d.policyNumber}, ${d.program.name}`,
    keywords: ["declarations", d.program.code, d.policyNumber],
    createdAt: parseTimestamp(d.generatedAt),
    footer: `Policy declarations - policy ${d.policyNumber}`,
  });
  doc.title("Policy declarations", `${d.program.name} - ${d.program.carrierName}`);
  const status = d.cancellation
    ? `${capitalise(d.status.replace(/_/g, " "))} ${d.status === "cancelled" ? "effective" : "on"} ${formatDate(d.cancellation.effectiveDate)} (${d.cancellation.reason.replace(/_/g, " ")})`
    : capitalise(d.status.replace(/_/g, " "));
  const insured: [string, string][] =
    d.premisesAddress === undefined
      ? insuredRows(d.namedInsured, "Named insured")
      : [
          ["Named insured", d.namedInsured.name],
          [
            "Premises address",
            d.premisesAddress
              ? formatAddress(d.premisesAddress)
              : `Not given at bind (rated for ${[d.namedInsured.address.state, d.namedInsured.address.zip].filter(Boolean).join(" ") || "no location"})`,
          ],
        ];
  doc.keyValues(
    [...insured, ["Agency", d.agencyName]],
    [
      ["Policy number", d.policyNumber],
      ["Status", status],
      ["Policy period", `${formatDate(d.effectiveDate)} to ${formatDate(d.expirationDate)}`],
      ["Issued", formatTimestamp(d.issuedAt)],
    ],
  );
  doc.heading("Program");
  const trigger: [string, string][] = d.coverageTrigger ? [["Coverage form", d.coverageTrigger === "claims_made" ? "Claims-made" : "Occurrence"]] : [];
  const retro: [string, string][] =
    d.coverageTrigger === "claims_made" && d.retroactiveDate
      ? [["Retroactive date", d.retroactiveDate === d.effectiveDate ? `${formatDate(d.retroactiveDate)} (no prior acts)` : formatDate(d.retroactiveDate)]]
      : [];
  doc.keyValues(
    [["Program", `${d.program.name} (${d.program.code})`], ["Type", programType(d.program)], ...trigger],
    [["Carrier", d.program.carrierName], ...(d.surplusLines ? [["Carrier status", "Surplus lines (non-admitted)"] as [string, string]] : []), ...retro],
  );
  if (d.coverageTrigger === "claims_made" && d.retroactiveDate) {
    doc.paragraph(
      `Claims-made coverage: this policy covers claims first made against the insured during the policy period for services performed on or after the retroactive date, ${formatDate(d.retroactiveDate)}.`,
      { size: 8.5, tone: "muted" },
    );
  }

  if (d.limits && d.limits.length > 0) limitsSection(doc, d.limits);
  else coverageSection(doc, d.coverages);
  endorsementSection(doc, d.endorsements);
  if (d.additionalInsureds && d.additionalInsureds.length > 0) {
    doc.heading("Schedule of additional insureds");
    doc.table(
      [
        { header: "#", width: 0.08 },
        { header: "Additional insured", width: 0.92 },
      ],
      d.additionalInsureds.map((line, i) => [String(i + 1), line]),
    );
  }
  if (d.forms && d.forms.length > 0) {
    doc.heading("Forms and endorsements");
    doc.table(
      [
        { header: "Form number", width: 0.3 },
        { header: "Title", width: 0.7 },
      ],
      d.forms.map((f) => [f.formNumber, f.title]),
    );
  }

  doc.heading("Premium");
  doc.table(
    amountColumns(),
    [["Annual premium", formatCents(d.premiumCents)], ...moneyRows(d.fees), ...moneyRows(d.taxes), [strong("Total"), strong(formatCents(d.totalCents))]],
    { keepTogether: true },
  );

  const plan = d.paymentPlan;
  doc.heading("Payment plan");
  const fee = plan.installmentFeeCents > 0 ? `, installment fee ${formatCents(plan.installmentFeeCents)} each` : "";
  const count = plan.schedule.filter((s) => !s.balanceDue).length;
  const owed = plan.schedule.filter((s) => s.status !== "void");
  const scheduleTotal = owed.reduce((sum, s) => sum + s.amountCents, 0);
  const paid = owed.filter((s) => s.paid).reduce((sum, s) => sum + s.amountCents, 0);
  doc.paragraph(
    `${capitalise(plan.frequency)}: ${count} installment${count === 1 ? "" : "s"}${fee}. Schedule total ${formatCents(scheduleTotal)}` +
      `${plan.installmentFeeCents > 0 ? ` (the total above plus installment fees)` : ""}; paid ${formatCents(paid)}, balance ${formatCents(scheduleTotal - paid)}.`,
  );
  doc.gap(4);
  doc.table(
    [
      { header: "#", width: 0.1 },
      { header: "Due date", width: 0.35 },
      { header: "Amount", width: 0.3, align: "right" },
      { header: "Status", width: 0.25, align: "right" },
    ],
    plan.schedule.map((s) => [
      s.balanceDue ? "Balance" : String(s.number),
      formatDate(s.dueDate),
      formatCents(s.amountCents),
      s.paid ? "Paid" : s.status && s.status !== "upcoming" ? { text: capitalise(s.status), tone: "muted" } : { text: "Unpaid", tone: "muted" },
    ]),
  );

  const sl = d.surplusLines;
  if (sl) {
    doc.heading("Surplus lines");
    doc.keyValues(
      [
        ["Surplus lines broker", sl.brokerName],
        ["Licence number", sl.licenseNumber ?? "Not on file"],
      ],
      [
        ["Home state", sl.state ?? "Not known"],
        ["Stamping office", sl.office ?? "Per the home state"],
      ],
    );
    doc.paragraph(sl.notice, { bold: true });
  }
  return doc.finish();
}

export async function renderCertificate(d: CertificateData): Promise<Uint8Array> {
  const doc = await Layout.create({
    title: `Certificate of liability insurance ${d.number}: ${d.insured.name}`,
    subject: `Certificate ${d.number} for ${d.holder.name}`,
    keywords: ["certificate of insurance", d.number],
    createdAt: parseTimestamp(d.issuedAt),
    footer: `Certificate of liability insurance - ${d.number}`,
  });
  doc.title("Certificate of liability insurance", `Certificate ${d.number} - issued ${formatTimestamp(d.issuedAt)}`);
  doc.paragraph(
    "This certificate is issued as a matter of information only and confers no rights upon the certificate holder. It does not amend, " +
      "extend or alter the coverage afforded by the policies below, and it is not a contract between the insurers, the producer and the " +
      "certificate holder. If the certificate holder is an additional insured, the policy must carry an additional insured endorsement; " +
      "this certificate alone does not make it one.",
    { size: 8, tone: "muted" },
  );
  doc.gap(4);
  doc.keyValues(
    [
      ["Producer", [d.producer.name, d.producer.address ? formatAddress(d.producer.address) : null].filter(Boolean).join("\n")],
      ["Phone", d.producer.phone ?? "-"],
    ],
    [["Insured", `${d.insured.name}\n${formatAddress(d.insured.address)}`]],
  );

  doc.heading("Insurers affording coverage");
  doc.table(
    [
      { header: "Insurer", width: 0.12 },
      { header: "Name", width: 0.7 },
      { header: "NAIC #", width: 0.18, align: "right" },
    ],
    d.insurers.map((i) => [`Insurer ${i.letter}`, i.name, i.naic ?? "-"]),
  );

  doc.heading("Coverages");
  doc.paragraph(
    "The policies below have been issued to the insured named above for the policy periods shown, subject to all their terms, exclusions " +
      "and conditions. Limits shown may have been reduced by paid claims.",
    { size: 8, tone: "muted" },
  );
  doc.gap(2);
  doc.table(
    [
      { header: "Ltr", width: 0.04 },
      { header: "Type of insurance", width: 0.2 },
      { header: "Addl insd", width: 0.06 },
      { header: "Subr wvd", width: 0.06 },
      { header: "Policy number", width: 0.19 },
      { header: "Effective", width: 0.1 },
      { header: "Expires", width: 0.1 },
      { header: "Limits", width: 0.25 },
    ],
    d.coverages.map((c): Cell[] => [
      c.insurerLetter,
      [
        { text: c.type, bold: true },
        { text: c.trigger, tone: "muted" },
      ],
      c.additionalInsured ? "Y" : "N",
      c.subrogationWaived ? "Y" : "N",
      c.policyNumber,
      formatDate(c.effectiveDate),
      formatDate(c.expirationDate),
      c.limits.map((l) => ({ text: `${l.label}: ${l.value}` })),
    ]),
    { size: 8 },
  );

  doc.heading("Description of operations / locations");
  doc.paragraph(d.description?.trim() ? d.description : "None given.");
  if (d.additionalInsuredText) doc.paragraph(d.additionalInsuredText, { bold: true });

  doc.heading("Certificate holder and cancellation");
  doc.keyValues(
    [["Certificate holder", [d.holder.name, d.holder.address ? formatAddress(d.holder.address) : null].filter(Boolean).join("\n")]],
    [
      [
        "Cancellation",
        "Should the policies above be cancelled before their expiration dates, notice will be delivered in accordance with the policy provisions.",
      ],
      ["Authorized representative", d.producer.name],
    ],
  );
  return doc.finish();
}

function limitsSection(doc: Layout, limits: CoverageTerm[]): void {
  doc.heading("Limits of insurance");
  doc.table(
    [
      { header: "Limit", width: 0.72 },
      { header: "Amount", width: 0.28, align: "right" },
    ],
    limits.map((l) => [l.label, l.value]),
  );
}

/** The header block shared by the proposal and the application: the ids, then insured | quote. */
function quoteHeader(doc: Layout, d: QuoteHeader, extra: [string, string][]): void {
  doc.keyValues([
    ["Quote id", d.folioId],
    ["Quote request id", d.applicationId],
  ]);
  doc.keyValues(
    [...insuredRows(d.insured, "Insured"), ["Agency", d.agencyName]],
    [["Policy period", `${formatDate(d.effectiveDate)} to ${formatDate(d.expirationDate)}`], ...extra, ["Prepared", formatTimestamp(d.generatedAt)]],
  );
}

function insuredRows(insured: Insured, label: string): [string, string][] {
  const rows: [string, string][] = [
    [label, insured.name],
    ["Address", formatAddress(insured.address)],
  ];
  const c = insured.classification;
  if (c) rows.push(["Class", c.description ? `${c.code} - ${c.description}` : c.code]);
  return rows;
}

function formatAddress(a: Partial<PostalAddress>): string {
  const cityLine = [a.city, [a.state, a.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [a.line1, a.line2, cityLine].filter(Boolean).join("\n");
}

function coverageSection(doc: Layout, coverages: CoverageLine[]): void {
  if (coverages.length === 0) return;
  doc.heading("Coverages and limits");
  const rows: Row[] = coverages.flatMap((c): Row[] => {
    const name: Span[] = [{ text: c.name, bold: true }];
    if (c.description) name.push({ text: c.description, tone: "muted" });
    if (c.terms.length === 0) return [[name, "", "Included"]];
    return c.terms.map((t, i) => (i === 0 ? [name, t.label, t.value] : { cells: ["", t.label, t.value], continued: true }));
  });
  doc.table(
    [
      { header: "Coverage", width: 0.5 },
      { header: "Limit or deductible", width: 0.28 },
      { header: "Amount", width: 0.22, align: "right" },
    ],
    rows,
  );
}

function endorsementSection(doc: Layout, endorsements: EndorsementLine[]): void {
  if (endorsements.length === 0) return;
  doc.heading("Endorsements");
  doc.table(
    [
      { header: "Endorsement", width: 0.7 },
      { header: "Status", width: 0.3, align: "right" },
    ],
    endorsements.map((e) => [
      e.name,
      e.included
        ? "Included"
        : e.added
          ? `Added${e.premiumCents != null ? `, ${formatCents(e.premiumCents)}` : ""}`
          : e.premiumCents != null
            ? `Optional, ${formatCents(e.premiumCents)}`
            : "Not included",
    ]),
  );
}

function amountColumns() {
  return [{ width: 0.7 }, { width: 0.3, align: "right" as const }];
}

function moneyRows(lines: MoneyLine[]): Cell[][] {
  return lines.map((l) => [l.rate != null ? `${l.label} (${formatRate(l.rate)})` : l.label, formatCents(l.amountCents)]);
}

function paymentOptionName(o: PaymentOption): string {
  return o.frequency === "annual" ? "Annual (paid in full)" : "Monthly";
}

function programType(p: ProgramRef): string {
  return PROGRAM_TYPES[p.type] ?? p.type;
}

function strong(text: string): Span {
  return { text, bold: true };
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
