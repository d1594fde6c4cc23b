// The agency as a team (decision 040): API keys made and revoked by the agency's administrators, with a scope
// that fixes what each may do. Shared by the API and the portal's forms.
import { z } from "zod";
import { Timestamp, envelope, oneLine } from "./common";

/** Portal roles and API key scopes; what each may do is lib/auth/permissions.ts. */
export const ROLES = ["admin", "producer", "service", "underwriter"] as const;
export const KEY_SCOPES = ["read_only", "quote", "quote_and_bind", "admin"] as const;

export const KeyScope = z
  .enum(KEY_SCOPES)
  .describe(
    "read_only: reads everything, changes nothing; quote: reads, quotes and edits clients; quote_and_bind: also binds, sends checkout links and services policies; admin: also manages webhook endpoints and keys, reads the audit log and moves the sandbox clock",
  );

export const CreateApiKeyRequest = z
  .object({
    name: oneLine(1, 100).describe('What the key is for, so it can be recognised in the list: "Partner rater (production)"'),
    scope: KeyScope,
  })
  .strict();
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequest>;

export const ApiKeyView = z.object({
  object: z.literal("api_key"),
  id: z.uuid(),
  name: z.string(),
  scope: KeyScope,
  prefix: z.string().describe("The key's first characters (qk_live_ and six more), to recognise it without revealing it"),
  apiVersion: z.string().describe("The dated API version the key is pinned to (see /docs/changelog)"),
  createdBy: z.string().describe('Who made it: "user:<id>", "api_key:<id>", or "operator" (the command line)'),
  createdAt: Timestamp,
  lastUsedAt: Timestamp.nullable().describe("When it last authenticated a request (to the minute); null if never"),
  revokedAt: Timestamp.nullable().describe("When it was revoked; a revoked key authenticates nothing"),
});
export type ApiKeyView = z.infer<typeof ApiKeyView>;

export const ApiKeyWithSecret = ApiKeyView.extend({
  secret: z.string().describe("The key itself, qk_live_...: shown only in this answer, never stored (only its hash is)"),
});

export const ApiKeySecretResponse = envelope(ApiKeyWithSecret);
export const ApiKeyResponse = envelope(ApiKeyView);
export const ApiKeyListResponse = envelope(z.object({ items: z.array(ApiKeyView).describe("Newest first; revoked keys too, marked revokedAt") }));
