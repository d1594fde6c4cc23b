// A small flow layout over pdf-lib: a cursor moving down US Letter pages, wrapped text, tables with
// repeated headers, automatic page breaks, and "Page N of M" footers drawn once the count is known.
// Every string goes through toWinAnsi, so the renderers pass user text as it is.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { toWinAnsi } from "./format";

const PAGE_WIDTH = 612; // US Letter, 8.5 x 11 in, in points
const PAGE_HEIGHT = 792;
const MARGIN_X = 54;
const MARGIN_TOP = 54;
const MARGIN_BOTTOM = 64; // the footer sits below this line
const FOOTER_Y = 34;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const LEADING = 1.3;
const CELL_PAD_X = 4;
const CELL_PAD_Y = 3;
const BODY_SIZE = 9.5;
const HEADING_SIZE = 11.5;
/** The tallest block kept whole on one page; taller ones break line by line. */
const MAX_BLOCK = (PAGE_HEIGHT - MARGIN_TOP - MARGIN_BOTTOM) * 0.8;

const TONES = {
  normal: rgb(0.1, 0.1, 0.12),
  muted: rgb(0.42, 0.44, 0.48),
  alert: rgb(0.72, 0.1, 0.1),
  accent: rgb(0.09, 0.27, 0.55),
} as const;
const RULE = rgb(0.82, 0.84, 0.87);
const HEADER_FILL = rgb(0.94, 0.95, 0.97);

export type Tone = keyof typeof TONES;
export interface Span {
  text: string;
  bold?: boolean;
  tone?: Tone;
}
/** A table cell: plain text, or styled paragraphs stacked in the cell. */
export type Cell = string | Span | Span[];
/** A table row; a `continued` row carries on the one above it (no rule between them). */
export type Row = Cell[] | { cells: Cell[]; continued: boolean };

export interface Column {
  header?: string;
  /** Share of the content width; the shares of a table add up to 1. */
  width: number;
  align?: "left" | "right";
  /** Defaults for plain-string cells of the column. */
  bold?: boolean;
  tone?: Tone;
}

export interface DocumentInfo {
  title: string;
  subject: string;
  keywords?: string[];
  /** From the data, never the clock, so the same data gives the same bytes. */
  createdAt: Date;
  /** Left of every footer: the document's kind and id. */
  footer: string;
}

interface Line {
  text: string;
  font: PDFFont;
  tone: Tone;
}

/** Splits text into lines no wider than maxWidth; "\n" starts a new line, a word too long is cut. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const width = (s: string) => font.widthOfTextAtSize(s, size);
  const lines: string[] = [];
  for (const paragraph of toWinAnsi(text).split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ").filter((w) => w !== "")) {
      const candidate = line === "" ? word : `${line} ${word}`;
      if (width(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line !== "") lines.push(line);
      line = word;
      while (width(line) > maxWidth && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && width(line.slice(0, cut)) > maxWidth) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

export class Layout {
  private page: PDFPage;
  private y = PAGE_HEIGHT - MARGIN_TOP;
  private pendingHeading: string | null = null;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly info: DocumentInfo,
  ) {
    this.page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  }

  static async create(info: DocumentInfo): Promise<Layout> {
    // updateMetadata: false keeps pdf-lib from stamping the current time as the creation date.
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setTitle(info.title, { showInWindowTitleBar: true });
    doc.setAuthor("Quoting portal");
    doc.setCreator("Quoting portal");
    doc.setProducer("pdf-lib");
    doc.setSubject(info.subject);
    if (info.keywords) doc.setKeywords(info.keywords);
    doc.setLanguage("en-US");
    doc.setCreationDate(info.createdAt);
    doc.setModificationDate(info.createdAt);
    const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
    return new Layout(doc, regular, bold, info);
  }

  /** The document title and a line under it. */
  title(text: string, subtitle?: string): void {
    this.paragraph(text, { size: 18, bold: true });
    if (subtitle) this.paragraph(subtitle, { size: 11, tone: "muted" });
    this.y -= 4;
    this.rule(1.2, TONES.accent);
    this.y -= 10;
  }

  /** A section heading. Drawn with what follows it (the first line, or a table's header and first row), never alone at a page foot. */
  heading(text: string): void {
    this.flushHeading();
    this.pendingHeading = text;
  }

  paragraph(text: string, style: { size?: number; bold?: boolean; tone?: Tone; indent?: number } = {}): void {
    const size = style.size ?? BODY_SIZE;
    const indent = style.indent ?? 0;
    const font = style.bold ? this.bold : this.regular;
    for (const line of wrapText(text, font, size, CONTENT_WIDTH - indent)) {
      this.ensure(size * LEADING);
      this.drawLine({ text: line, font, tone: style.tone ?? "normal" }, MARGIN_X + indent, size);
      this.y -= size * LEADING;
    }
  }

  /** A bulleted list with a hanging indent; an item of a few lines stays on one page, a longer one breaks line by line. */
  bullets(items: string[], size = BODY_SIZE): void {
    const indent = 12;
    const lh = size * LEADING;
    for (const item of items) {
      const lines = wrapText(item, this.regular, size, CONTENT_WIDTH - indent);
      if (lines.length <= 6) this.ensure(lines.length * lh);
      lines.forEach((text, i) => {
        this.ensure(lh);
        if (i === 0) this.drawLine({ text: "\u2022", font: this.regular, tone: "muted" }, MARGIN_X + 2, size);
        this.drawLine({ text, font: this.regular, tone: "normal" }, MARGIN_X + indent, size);
        this.y -= lh;
      });
      this.y -= 2;
    }
  }

  /** Label/value pairs in one column, or in two side by side (`right` given). */
  keyValues(left: [label: string, value: string][], right?: [label: string, value: string][]): void {
    const label: Column = { width: 0.17, bold: true, tone: "muted" };
    const value: Column = { width: right ? 0.33 : 0.83 };
    if (!right) return this.table([label, value], left);
    const rows: Row[] = [];
    for (let i = 0; i < Math.max(left.length, right.length); i++) rows.push([...(left[i] ?? ["", ""]), ...(right[i] ?? ["", ""])]);
    this.table([label, value, label, value], rows);
  }

  /**
   * A table: a header row (when a column has one) repeated after each page break, wrapped cells,
   * a rule under each row. A row is kept on one page unless it is taller than a page; `keepTogether`
   * does the same for the whole table (small summaries such as a premium breakdown).
   */
  table(columns: Column[], rows: Row[], opts: { size?: number; keepTogether?: boolean } = {}): void {
    const size = opts.size ?? BODY_SIZE;
    const lh = size * LEADING;
    const xs: number[] = [];
    let x = MARGIN_X;
    for (const c of columns) {
      xs.push(x);
      x += c.width * CONTENT_WIDTH;
    }
    const layoutRow = (cells: Cell[], header: boolean) =>
      columns.map((col, i) => {
        const inner = col.width * CONTENT_WIDTH - 2 * CELL_PAD_X;
        const spans = spansOf(cells[i] ?? "", header ? { bold: true, tone: "muted" } : col);
        return spans.flatMap((s) => {
          const font = s.bold ? this.bold : this.regular;
          return wrapText(s.text, font, size, inner).map((text): Line => ({ text, font, tone: s.tone ?? "normal" }));
        });
      });
    const headerLines = columns.some((c) => c.header)
      ? layoutRow(
          columns.map((c) => c.header ?? ""),
          true,
        )
      : null;

    const heightOf = (cellLines: Line[][]) => Math.max(1, ...cellLines.map((l) => l.length)) * lh + 2 * CELL_PAD_Y;
    const drawCellLine = (line: Line | undefined, i: number, baseline: number) => {
      if (!line) return;
      const col = columns[i]!;
      const right = xs[i]! + col.width * CONTENT_WIDTH - CELL_PAD_X;
      const lx = col.align === "right" ? right - line.font.widthOfTextAtSize(line.text, size) : xs[i]! + CELL_PAD_X;
      this.drawLine(line, lx, size, baseline);
    };
    const drawRow = (cellLines: Line[][], isHeader: boolean, ruleBelow = true) => {
      const count = Math.max(1, ...cellLines.map((l) => l.length));
      const height = heightOf(cellLines);
      const onNewPage = isHeader ? undefined : drawHeader;
      if (height <= MAX_BLOCK) {
        // Cell by cell, so text extraction and screen readers get each cell in one piece.
        this.ensure(height, onNewPage);
        if (isHeader) this.page.drawRectangle({ x: MARGIN_X, y: this.y - height, width: CONTENT_WIDTH, height, color: HEADER_FILL });
        const top = this.y - CELL_PAD_Y;
        cellLines.forEach((lines, i) => lines.forEach((line, n) => drawCellLine(line, i, top - n * lh - size)));
        this.y -= height;
      } else {
        // Taller than a page: line by line across the break.
        this.y -= CELL_PAD_Y;
        for (let n = 0; n < count; n++) {
          this.ensure(lh, onNewPage);
          cellLines.forEach((lines, i) => drawCellLine(lines[n], i, this.y - size));
          this.y -= lh;
        }
        this.y -= CELL_PAD_Y;
      }
      if (ruleBelow) this.rule(0.4, RULE);
    };
    const drawHeader = headerLines ? () => drawRow(headerLines, true) : undefined;

    const bodies = rows.map((row) => layoutRow(Array.isArray(row) ? row : row.cells, false));
    const continued = rows.map((row) => !Array.isArray(row) && row.continued);
    // A row and the rows continuing it start on the same page when they fit on one.
    const groupHeight = (i: number) => {
      let h = heightOf(bodies[i]!);
      for (let j = i + 1; continued[j]; j++) h += heightOf(bodies[j]!);
      return h;
    };
    const total = (headerLines ? heightOf(headerLines) : 0) + bodies.reduce((sum, b) => sum + heightOf(b), 0);
    if (opts.keepTogether && total <= MAX_BLOCK) this.ensure(total);
    if (headerLines) {
      // Keep the header with the first row.
      this.ensure(heightOf(headerLines) + (bodies.length > 0 ? Math.min(groupHeight(0), MAX_BLOCK) : 0));
      drawHeader?.();
    }
    bodies.forEach((body, i) => {
      const group = continued[i] ? 0 : groupHeight(i);
      if (group > heightOf(body) && group <= MAX_BLOCK) this.ensure(group, drawHeader);
      drawRow(body, false, !continued[i + 1]);
    });
    this.y -= 6;
  }

  /** A statement and signature lines side by side (a value above the line when known, the label below), kept on one page. */
  signature(statement: string, fields: { label: string; value?: string | null; width: number }[]): void {
    this.ensure(wrapText(statement, this.regular, BODY_SIZE, CONTENT_WIDTH).length * BODY_SIZE * LEADING + 64);
    this.paragraph(statement);
    this.y -= 36; // room to sign
    let x = MARGIN_X;
    for (const f of fields) {
      const w = f.width * CONTENT_WIDTH - 16;
      if (f.value) this.drawLine({ text: fitText(toWinAnsi(f.value), this.regular, 10, w), font: this.regular, tone: "normal" }, x, 10, this.y + 4);
      this.page.drawLine({ start: { x, y: this.y }, end: { x: x + w, y: this.y }, thickness: 0.7, color: TONES.normal });
      this.drawLine({ text: fitText(toWinAnsi(f.label), this.regular, 8, w), font: this.regular, tone: "muted" }, x, 8, this.y - 11);
      x += f.width * CONTENT_WIDTH;
    }
    this.y -= 24;
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** Draws the footers and serializes (object streams off: PDF 1.4 viewers can read it). */
  async finish(): Promise<Uint8Array> {
    this.flushHeading();
    const pages = this.doc.getPages();
    const size = 8;
    pages.forEach((page, i) => {
      const right = `Page ${i + 1} of ${pages.length}`;
      const rightWidth = this.regular.widthOfTextAtSize(right, size);
      const left = fitText(toWinAnsi(this.info.footer), this.regular, size, CONTENT_WIDTH - rightWidth - 24);
      page.drawLine({ start: { x: MARGIN_X, y: FOOTER_Y + 12 }, end: { x: PAGE_WIDTH - MARGIN_X, y: FOOTER_Y + 12 }, thickness: 0.4, color: RULE });
      page.drawText(left, { x: MARGIN_X, y: FOOTER_Y, size, font: this.regular, color: TONES.muted });
      page.drawText(right, { x: PAGE_WIDTH - MARGIN_X - rightWidth, y: FOOTER_Y, size, font: this.regular, color: TONES.muted });
    });
    return this.doc.save({ useObjectStreams: false });
  }

  /**
   * Makes room for `height` points, starting a new page when they are not left; `onNewPage` redraws
   * a table header. A pending heading is drawn first, on the same page as the room asked for.
   */
  private ensure(height: number, onNewPage?: () => void): void {
    const heading = this.pendingHeading;
    if (heading !== null) {
      this.pendingHeading = null;
      const headingHeight = wrapText(heading, this.bold, HEADING_SIZE, CONTENT_WIDTH).length * HEADING_SIZE * LEADING + 14;
      if (this.y - headingHeight - height < MARGIN_BOTTOM) this.newPage();
      this.drawHeading(heading);
      return;
    }
    if (this.y - height >= MARGIN_BOTTOM) return;
    this.newPage();
    onNewPage?.();
  }

  private flushHeading(): void {
    if (this.pendingHeading !== null) this.ensure(0);
  }

  private drawHeading(text: string): void {
    this.y -= 8;
    this.paragraph(text, { size: HEADING_SIZE, bold: true, tone: "accent" });
    this.y -= 1;
    this.rule(0.6, RULE);
    this.y -= 5;
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN_TOP;
    const head = fitText(toWinAnsi(`${this.info.title} (continued)`), this.regular, 8, CONTENT_WIDTH);
    this.page.drawText(head, { x: MARGIN_X, y: PAGE_HEIGHT - MARGIN_TOP + 16, size: 8, font: this.regular, color: TONES.muted });
  }

  private rule(thickness: number, color: ReturnType<typeof rgb>): void {
    this.page.drawLine({ start: { x: MARGIN_X, y: this.y }, end: { x: PAGE_WIDTH - MARGIN_X, y: this.y }, thickness, color });
  }

  /** Draws one already wrapped (so WinAnsi-safe) line; by default its top is at the cursor. */
  private drawLine(line: Line, x: number, size: number, baseline = this.y - size): void {
    this.page.drawText(line.text, { x, y: baseline, size, font: line.font, color: TONES[line.tone] });
  }
}

function spansOf(cell: Cell, defaults: { bold?: boolean; tone?: Tone }): Span[] {
  if (typeof cell === "string") return [{ text: cell, ...defaults }];
  return Array.isArray(cell) ? cell : [cell];
}

/** Shortens text with "..." to fit a width (footers and running heads are one line). */
function fitText(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let end = text.length;
  while (end > 0 && font.widthOfTextAtSize(`${text.slice(0, end)}...`, size) > maxWidth) end--;
  return `${text.slice(0, end)}...`;
}
