// Conditional GET for the folio and application views: a strong ETag made of the folio's version
// (bumped in every transaction that changes the folio or its applications) and of everything else the
// bytes depend on, and If-None-Match answered 304 without reading or rendering the view.
// See docs/decisions/015-view-speed-and-etags.md.
import "server-only";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";
import type { BillingConfig } from "@/lib/runtime";
import { processState } from "@/lib/process-state";

/** Polling clients may keep a copy but must ask each time; the 304 makes asking cheap. */
export const VIEW_CACHE_CONTROL = "private, no-cache";

/** What a versioned read gives: the version, what else the bytes depend on, and the value (null: the version was the caller's). */
export interface Versioned<T> {
  version: number;
  variant: string;
  value: T | null;
}

/** The build's id: a deployment that renders differently must not answer 304 to its predecessor's tags. */
function currentBuildId(): string {
  return processState("conditional.buildId", () => {
    try {
      return fs.readFileSync(path.join(process.cwd(), env().NEXT_DIST_DIR, "BUILD_ID"), "utf8").trim();
    } catch {
      return "unbuilt";
    }
  });
}

/**
 * The strong entity tag of a view: `"<version>-<hash>"`, the hash covering the build, the billing
 * settings shown on cards and the variant (catalogue fingerprint, expired or not). Equal tags mean
 * equal bytes; the version in front lets a read skip the view when the caller already has it.
 */
export function entityTag(version: number, variant: string, billing: BillingConfig): string {
  const hashes = processState("conditional.tagHashes", () => new WeakMap<BillingConfig, Map<string, string>>());
  let byVariant = hashes.get(billing);
  if (!byVariant) hashes.set(billing, (byVariant = new Map()));
  let hash = byVariant.get(variant);
  if (hash === undefined) {
    hash = createHash("sha256")
      .update(JSON.stringify([currentBuildId(), billing.method, billing.publishableKey, billing.baseUrl, variant]))
      .digest("base64url")
      .slice(0, 16);
    if (byVariant.size > 1000) byVariant.clear();
    byVariant.set(variant, hash);
  }
  return `"${version}-${hash}"`;
}

const TAG = /^(?:W\/)?"(\d{1,15})-[\w-]+"$/;

/** The tags listed in If-None-Match ("*" included), weak ones without their W/ (RFC 9110 compares them weakly). */
function listedTags(header: string): string[] {
  return header
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => (t.startsWith("W/") ? t.slice(2) : t));
}

/** The version named by the first tag of ours in If-None-Match: a read may skip the view when it is current. */
export function knownVersion(header: string | null): number | null {
  if (!header) return null;
  for (const raw of header.split(",")) {
    const m = TAG.exec(raw.trim());
    if (m) return Number(m[1]);
  }
  return null;
}

/** Whether If-None-Match names the current tag (or is "*": the view exists). */
export function ifNoneMatchHits(header: string | null, tag: string): boolean {
  if (!header) return false;
  return listedTags(header).some((t) => t === "*" || t === tag);
}

interface RenderedView {
  tag: string;
  version: number;
  bytes: Uint8Array<ArrayBuffer>;
}

const utf8 = new TextEncoder();

/**
 * Rendered views by key and tag. A strong tag names its bytes exactly (the version, and everything else
 * they depend on in the variant), so once the one indexed read has said a view's tag, bytes rendered
 * for that tag answer it as they are: no read of the cards, no rendering. Least recently used entries go
 * first, past `maxEntries` or `maxBytes`. Per process, and nothing in it is ever served without that read
 * (another agency's id reads as nothing, a change gives a new tag).
 */
export class RenderedViews {
  private readonly entries = new Map<string, RenderedView>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string): RenderedView | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key); // most recently used last
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, tag: string, version: number, bytes: Uint8Array<ArrayBuffer>): void {
    if (this.maxEntries <= 0 || bytes.length > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { tag, version, bytes });
    this.bytes += bytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes.length;
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes.length;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

/** This process's kept views of one route (`route` names it), sized by VIEW_CACHE_ENTRIES (and at most 16 MB). */
export function renderedViews(route: string): RenderedViews {
  return processState(`conditional.renderedViews:${route}`, () => new RenderedViews(env().VIEW_CACHE_ENTRIES, 16 * 1024 * 1024));
}

/**
 * Answers a conditional GET: 304 (no body) when If-None-Match names the current tag, else the rendered
 * view with its ETag. `read(known)` may skip the view when `known` is the current version; if the tag
 * still differs (expired since, catalogue or build changed), the view is read again in full. With
 * `rendered`, the bytes of the view are kept under `key` and its tag: a read that finds the kept tag
 * current answers them (one indexed read, no rendering).
 */
export async function conditionalView<T>(
  req: Request,
  billing: BillingConfig,
  read: (known: number | null) => Promise<Versioned<T>>,
  render: (value: T) => string,
  rendered?: { views: RenderedViews; key: string },
): Promise<Response> {
  const header = req.headers.get("if-none-match");
  const kept = rendered?.views.get(rendered.key);
  // The version the caller holds answers 304 without the view; else the one kept here answers 200 without it.
  const headerVersion = knownVersion(header);
  let state = await read(kept && kept.version !== headerVersion ? kept.version : (headerVersion ?? kept?.version ?? null));
  let tag = entityTag(state.version, state.variant, billing);
  if (ifNoneMatchHits(header, tag)) return new Response(null, { status: 304, headers: { etag: tag, "cache-control": VIEW_CACHE_CONTROL } });
  const headers = { "content-type": "application/json; charset=utf-8", etag: tag, "cache-control": VIEW_CACHE_CONTROL };
  if (kept && kept.tag === tag) return new Response(kept.bytes, { status: 200, headers });
  if (state.value === null) {
    state = await read(null);
    tag = entityTag(state.version, state.variant, billing);
    headers.etag = tag;
  }
  const bytes = utf8.encode(render(state.value!));
  rendered?.views.set(rendered.key, tag, state.version, bytes);
  return new Response(bytes, { status: 200, headers });
}
