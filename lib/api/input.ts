// What the edge refuses before any schema or query sees a value: bodies over the size cap, JSON nested
// too deep, and text PostgreSQL cannot store (NUL), that is not Unicode (lone surrogates) or that carries
// control characters, wherever it appears: body values and keys, query parameters, path parameters.
import "server-only";
import { AppError, formatPath, validationError, type FieldIssue } from "@/lib/errors";

/** The largest request body read, in bytes. A create-quote with 20 programs is about 4 KB. */
export const MAX_BODY_BYTES = 256 * 1024;
/** The deepest JSON accepted (objects and arrays). The deepest legitimate body is about 5 levels. */
export const MAX_JSON_DEPTH = 32;

/**
 * How much of a refused body is still read, and thrown away, after the 413 is sent. A client that writes its
 * whole body before it reads the answer (most do) then gets the 413 instead of a broken pipe, and the
 * connection stays usable. Past this, or when a larger body is declared, the 413 closes the connection
 * and the rest is not read.
 */
export const DISCARD_BYTES = 16 * 1024 * 1024;

/** A 413: `close` when the connection must end after it (the rest of the upload will not be read). */
export class BodyTooLarge extends AppError {
  constructor(
    maxBytes: number,
    readonly close: boolean,
  ) {
    super("payload_too_large", `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`);
  }
}

/** What a 413 that ends the connection answers with. */
export const TOO_LARGE_HEADERS = { connection: "close" } as const;

/** Headers for a problem answer: a 413 that ends the connection says so. */
export function edgeHeaders(error: AppError): Record<string, string> | undefined {
  return error instanceof BodyTooLarge && error.close ? TOO_LARGE_HEADERS : undefined;
}

/** Reads what is left of a refused body, throwing it away, while the 413 goes out; cancels past DISCARD_BYTES. */
function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number): void {
  void (async () => {
    let left = budget;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      left -= value.byteLength;
      if (left < 0) {
        await reader.cancel();
        return;
      }
    }
  })().catch(() => undefined); // the client went away: nothing to discard
}

/**
 * Reads the body as text, refusing more than maxBytes (413) without keeping the rest: a body declared larger
 * than DISCARD_BYTES is refused before any byte is read (and the connection closed); any other is read up to
 * maxBytes, then its rest is thrown away in the background while the 413 is answered (a cancel would reset
 * the socket before the 413 is written).
 */
export async function readBodyText(req: Request, maxBytes = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) {
    if (declared > DISCARD_BYTES || !req.body) throw new BodyTooLarge(maxBytes, true);
    discardRest(req.body.getReader(), DISCARD_BYTES);
    throw new BodyTooLarge(maxBytes, false);
  }
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      discardRest(reader, DISCARD_BYTES - size);
      throw new BodyTooLarge(maxBytes, false);
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}

/** Parses a JSON body ("" is {}), then checks its depth and text (400 naming the field). */
export function parseJsonBody(text: string): unknown {
  let value: unknown;
  try {
    value = text.trim() ? JSON.parse(text) : {};
  } catch (e) {
    throw new AppError("malformed_json", `The body is not valid JSON: ${(e as Error).message}`);
  }
  const issues = inspectJson(value);
  if (issues.length) throw validationError(issues);
  return value;
}

/**
 * Control characters no field takes: C0 but tab, line feed and carriage return, DEL, and C1. They are
 * latent injection into email headers, CSV exports and PDFs. Line breaks and tabs pass here and are
 * refused by the schemas of one-line fields (names, addresses: `oneLine` in lib/schemas/common.ts).
 */
const CONTROL = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Why a string cannot be accepted, or null: NUL cannot be stored; a lone surrogate is not text; control characters are refused. */
export function unsafeText(text: string): string | null {
  if (text.includes("\u0000")) return "must not contain NUL (\\u0000) characters";
  if (!text.isWellFormed()) return "must be valid Unicode (it contains a lone surrogate)";
  const control = CONTROL.exec(text);
  if (control) return `must not contain control characters (U+${control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")})`;
  return null;
}

/**
 * Walks a parsed JSON value without recursion (a hostile body cannot overflow the stack) and lists
 * every string or key that unsafeText refuses, and the first place deeper than MAX_JSON_DEPTH.
 */
export function inspectJson(root: unknown, prefix = "", maxIssues = 20): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const stack: Array<{ value: unknown; path: PropertyKey[]; depth: number }> = [{ value: root, path: [], depth: 0 }];
  while (stack.length && issues.length < maxIssues) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === "string") {
      const why = unsafeText(value);
      if (why) issues.push({ path: formatPath(path, prefix), message: why, code: "invalid_text" });
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) {
      issues.push({ path: formatPath(path, prefix), message: `is nested more than ${MAX_JSON_DEPTH} levels deep`, code: "too_deep" });
      continue;
    }
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, i], depth: depth + 1 });
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      const why = unsafeText(key);
      if (why) {
        issues.push({ path: formatPath([...path, safeKey(key)], prefix), message: `has a key that ${why}`, code: "invalid_text" });
        continue;
      }
      stack.push({ value: child, path: [...path, key], depth: depth + 1 });
    }
  }
  return issues;
}

/** A key as it can be shown in an error path (the path must itself be valid text). */
function safeKey(key: string): string {
  return key.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).toWellFormed();
}

/** Query or path parameters: the same text rule, naming the parameter. */
export function inspectParams(params: Record<string, string>, prefix = ""): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [key, value] of Object.entries(params)) {
    const why = unsafeText(key) ?? unsafeText(value);
    if (why) issues.push({ path: `${prefix}${safeKey(key)}`, message: why, code: "invalid_text" });
  }
  return issues;
}
