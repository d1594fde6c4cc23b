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

/** Polling clients may keep a copy but must ask each time; the 304 makes asking cheap. */
export const VIEW_CACHE_CONTROL = "private, no-cache";

/** What a versioned read gives: the version, what else the bytes depend on, and the value (null: the version was the caller's). */
export interface Versioned<T> {
  version: number;
  variant: string;
  value: T | null;
}

let buildId: string | undefined;
/** The build's id: a deployment that renders differently must not answer 304 to its predecessor's tags. */
function currentBuildId(): string {
  if (buildId === undefined) {
    try {
      buildId = fs.readFileSync(path.join(process.cwd(), env().NEXT_DIST_DIR, "BUILD_ID"), "utf8").trim();
    } catch {
      buildId = "unbuilt";
    }
  }
  return buildId;
}

const hashes = new WeakMap<BillingConfig, Map<string, string>>();

/**
 * The strong entity tag of a view: `"<version>-<hash>"`, the hash covering the build, the billing
 * settings shown on cards and the variant (catalogue fingerprint, expired or not). Equal tags mean
 * equal bytes; the version in front lets a read skip the view when the caller already has it.
 */
export function entityTag(version: number, variant: string, billing: BillingConfig): string {
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

/**
 * Answers a conditional GET: 304 (no body) when If-None-Match names the current tag, else the rendered
 * view with its ETag. `read(known)` may skip the view when `known` is the current version; if the tag
 * still differs (expired since, catalogue or build changed), the view is read again in full.
 */
export async function conditionalView<T>(
  req: Request,
  billing: BillingConfig,
  read: (known: number | null) => Promise<Versioned<T>>,
  render: (value: T) => string,
): Promise<Response> {
  const header = req.headers.get("if-none-match");
  let state = await read(knownVersion(header));
  let tag = entityTag(state.version, state.variant, billing);
  if (ifNoneMatchHits(header, tag)) return new Response(null, { status: 304, headers: { etag: tag, "cache-control": VIEW_CACHE_CONTROL } });
  if (state.value === null) {
    state = await read(null);
    tag = entityTag(state.version, state.variant, billing);
  }
  return new Response(render(state.value!), {
    status: 200,
    headers: { "content-type": "application/json; charset=utf-8", etag: tag, "cache-control": VIEW_CACHE_CONTROL },
  });
}
