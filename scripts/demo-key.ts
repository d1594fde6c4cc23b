// The demo API key npm start prints: a test-mode key (qk_test_, decision 043) of the demo agency's test twin, one
// per data directory, kept there (mode 600) and printed again on every start while it works. A new one is minted
// only when the kept one is gone or revoked, and then every earlier demo key is revoked (in both modes: older
// data directories kept a live one), so starting the app never leaves a trail of keys.
import fs from "node:fs";
import path from "node:path";
import { createApiKey, hashApiKey } from "@/lib/auth/api-keys";
import type { Db } from "@/lib/db/client";
import { ensureTestAgency } from "@/lib/db/queries/agencies";
import { apiKeyByHash, revokeNamedKeys } from "@/lib/db/queries/api-keys";

export const DEMO_KEY_NAME = "demo key printed by npm start";

export async function ensureDemoApiKey(db: Db, liveAgencyId: string, dataDir: string): Promise<string> {
  const testAgencyId = await ensureTestAgency(db, liveAgencyId);
  const file = path.join(dataDir, "demo-api-key");
  const kept = fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : "";
  if (kept) {
    const row = await apiKeyByHash(db, hashApiKey(kept));
    if (row && !row.revokedAt && row.agencyId === testAgencyId) return kept;
  }
  await revokeNamedKeys(db, liveAgencyId, DEMO_KEY_NAME);
  await revokeNamedKeys(db, testAgencyId, DEMO_KEY_NAME);
  const { key } = await createApiKey(db, testAgencyId, DEMO_KEY_NAME);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, key, { mode: 0o600 });
  return key;
}
