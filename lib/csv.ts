// A small RFC 4180 CSV parser: comma-separated fields, fields optionally enclosed in double quotes,
// a double quote inside a quoted field written as two double quotes, and commas, CR and LF allowed
// inside quoted fields. Records end with CRLF or LF (a lone CR also ends a record). Pure: no I/O.
//
// Strict where the RFC is: a quote that opens a field must be closed, and a closing quote must be
// followed by a comma, a line break or the end of the input (otherwise CsvError). A quote in the
// middle of an unquoted field is kept as an ordinary character, as most producers expect.
// A leading UTF-8 byte order mark is ignored. A line break at the very end of the input does not
// start another record. An empty line elsewhere is a record with one empty field.

export class CsvError extends Error {
  constructor(
    message: string,
    /** 1-based line of the input where the problem is. */
    readonly line: number,
  ) {
    super(`CSV line ${line}: ${message}`);
    this.name = "CsvError";
  }
}

const QUOTE = 34; // "
const COMMA = 44; // ,
const CR = 13;
const LF = 10;

/** Parses CSV text into rows of fields. Every field is a string; no type conversion. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (i >= n) return rows;

  let line = 1;
  let row: string[] = [];
  for (;;) {
    // At the start of a field.
    let field: string;
    if (text.charCodeAt(i) === QUOTE) {
      const startLine = line;
      i++;
      let value = "";
      let chunkStart = i;
      for (;;) {
        if (i >= n) throw new CsvError("quoted field is not closed", startLine);
        const c = text.charCodeAt(i);
        if (c === QUOTE) {
          if (text.charCodeAt(i + 1) === QUOTE) {
            value += text.slice(chunkStart, i + 1);
            i += 2;
            chunkStart = i;
            continue;
          }
          value += text.slice(chunkStart, i);
          i++;
          break;
        }
        if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) line++;
        i++;
      }
      field = value;
      if (i < n) {
        const c = text.charCodeAt(i);
        if (c !== COMMA && c !== CR && c !== LF) throw new CsvError(`unexpected character ${JSON.stringify(text[i])} after a closing quote`, line);
      }
    } else {
      const start = i;
      while (i < n) {
        const c = text.charCodeAt(i);
        if (c === COMMA || c === CR || c === LF) break;
        i++;
      }
      field = text.slice(start, i);
    }
    row.push(field);

    // After a field: a comma, a line break or the end.
    if (i >= n) {
      rows.push(row);
      return rows;
    }
    const c = text.charCodeAt(i);
    if (c === COMMA) {
      i++;
      continue; // a comma at the very end still means one more (empty) field, read at the loop top
    }
    // A line break: CRLF, LF or a lone CR.
    i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    line++;
    rows.push(row);
    row = [];
    if (i >= n) return rows;
  }
}

/**
 * Parses CSV text whose first row is a header into one object per record, keyed by header name.
 * Empty lines (a record with a single empty field) are skipped. Every other record must have
 * exactly as many fields as the header (CsvError otherwise); header names must be unique and non-empty.
 * Returns [] for empty input.
 */
export function parseCsvObjects(text: string): Record<string, string>[] {
  const rows = parseCsv(text);
  const header = rows[0];
  if (!header) return [];
  const seen = new Set<string>();
  for (const name of header) {
    if (name === "") throw new CsvError("empty column name in the header", 1);
    if (seen.has(name)) throw new CsvError(`duplicate column name ${JSON.stringify(name)} in the header`, 1);
    seen.add(name);
  }
  const out: Record<string, string>[] = [];
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r]!;
    if (row.length === 1 && row[0] === "" && header.length !== 1) continue;
    if (row.length !== header.length) {
      throw new CsvError(`record ${r} has ${row.length} fields, the header has ${header.length}`, lineOfRecord(text, r));
    }
    const obj: Record<string, string> = Object.create(null) as Record<string, string>;
    for (let f = 0; f < header.length; f++) obj[header[f]!] = row[f]!;
    out.push(obj);
  }
  return out;
}

/** 1-based line where record `index` (0 = header) starts; only used for error messages. */
function lineOfRecord(text: string, index: number): number {
  // Re-parse to count lines precisely (quoted fields may span lines). Error path only.
  let line = 1;
  let record = 0;
  let inQuotes = false;
  for (let i = 0; i < text.length && record < index; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) inQuotes = !inQuotes;
    else if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) {
      line++;
      if (!inQuotes) record++;
    }
  }
  return line;
}

/** A cell a spreadsheet would run as a formula (= + - @, or a tab or CR first): written with a leading ' (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Writes rows as RFC 4180 CSV: CRLF line ends, a field quoted when it holds a comma, quote or line break
 * (quotes doubled). Cells that a spreadsheet would read as a formula get a leading apostrophe, so an
 * exported value (a name, a URL) never runs as one. parseCsv reads the output back (apostrophes kept).
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  const cell = (value: string) => {
    const safe = FORMULA_START.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return rows.map((row) => row.map(cell).join(",")).join("\r\n") + (rows.length ? "\r\n" : "");
}
