// Dated API versions (issue 32 item 5, decision 038), pure: as Stripe pins one per account, each API key
// is pinned to the version current when it was made, and a request may name another with Quoting-Version.
// Every answer says which version it was given in. A breaking change makes a new dated version; the old
// shape is kept for keys pinned to it. What counts as breaking is written in /docs/changelog.
import type { FieldIssue } from "@/lib/errors";

export interface ApiVersion {
  version: string;
  /** What changed in it, for the changelog page. */
  changes: string[];
}

/** Oldest first; the last is current. A key made today is pinned to it. */
export const API_VERSIONS: readonly ApiVersion[] = [
  {
    version: "2026-11-26",
    changes: [
      "The first dated version: quote folios, applications and program cards (the spec's create-quote and folio view), re-quotes and sessions, binding with card or payment method, policies and servicing, certificates, pay links, webhooks with Standard Webhooks signatures, events, clients (/v1/insureds), canonical questions and answers, and quote requirements.",
      "Additive since it was dated (not breaking, so no new version): a create-quote 400 names every fault at once; GET /v1/quote/requirements; Idempotency-Key on every POST that changes something; a raw card refused with 400 when Stripe is configured; the OpenAPI document's named schemas, headers and webhooks.",
    ],
  },
];

export const CURRENT_API_VERSION = API_VERSIONS.at(-1)!.version;
export const VERSION_HEADER = "Quoting-Version";

/**
 * The version a request is answered in: the one it names, else the key's pinned version, else (a portal
 * session) the current one. A named version must be one of API_VERSIONS.
 */
export function requestVersion(
  named: string | null,
  pinned: string | null,
  versions: readonly ApiVersion[] = API_VERSIONS,
): { version: string } | { issue: FieldIssue } {
  const known = versions.map((v) => v.version);
  if (named !== null) {
    const given = named.trim();
    if (known.includes(given)) return { version: given };
    return {
      issue: {
        path: VERSION_HEADER,
        message: `${JSON.stringify(given.slice(0, 40))} is not an API version; use one of ${known.join(", ")} (see /docs/changelog)`,
        code: "unknown_api_version",
      },
    };
  }
  if (pinned !== null && known.includes(pinned)) return { version: pinned };
  return { version: versions.at(-1)!.version };
}
