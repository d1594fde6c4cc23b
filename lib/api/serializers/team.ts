// The team's resources -> the API's shapes.
import "server-only";
import type { ApiKeyRecord } from "@/lib/team/api-keys";
import type { ApiKeyView } from "@/lib/schemas/team";

export function apiKeyView(k: ApiKeyRecord): ApiKeyView {
  return {
    object: "api_key",
    id: k.id,
    name: k.name,
    scope: k.scope,
    prefix: k.prefix,
    apiVersion: k.apiVersion,
    createdBy: k.createdBy,
    createdAt: k.createdAt.toISOString(),
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
  };
}
