// Wires the sandbox carrier to the real rating engine and the seeded programs, for the app's start
// script, the CLI (scripts/sandbox-carrier.ts) and test setup.
import { ratingTableAdapter } from "@/lib/rating/carriers/rating-table/adapter";
import type { LatencyProfile } from "@/lib/rating/carriers/latency-profile";
import type { ProgramForRating } from "@/lib/rating/types";
import { CARRIERS, seedProgramForRating } from "@/prisma/seed-data/carriers";

import { createSandboxCarrierServer } from "./server";

export interface StartSandboxCarrierOptions {
  port?: number; // 0 (default) picks a free port
  host?: string; // default 127.0.0.1
  latencyMs?: number; // added to every request
  /** Real carriers' answer times, timeouts, 5xx and 429 bursts (CARRIER_LATENCY_PROFILE, decision 055). */
  latencyProfile?: LatencyProfile;
}

export interface RunningSandboxCarrier {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Programs of the carriers reached over HTTP, by code; the code doubles as the id (ids come from the database). */
export function sandboxProgramLookup(): (code: string) => ProgramForRating | undefined {
  const byCode = new Map<string, ProgramForRating>();
  for (const carrier of CARRIERS) {
    if (carrier.adapter !== "sandbox_http") continue;
    for (const p of carrier.programs) {
      if (byCode.has(p.code)) throw new Error(`sandbox carrier: duplicate program code ${p.code}`);
      byCode.set(p.code, seedProgramForRating(carrier.code, p));
    }
  }
  return (code) => byCode.get(code);
}

export async function startSandboxCarrier(opts: StartSandboxCarrierOptions = {}): Promise<RunningSandboxCarrier> {
  const shutdown = new AbortController();
  const server = createSandboxCarrierServer({
    rate: (req) => ratingTableAdapter.rate(req, { signal: shutdown.signal }),
    programs: sandboxProgramLookup(),
    ...(opts.latencyMs === undefined ? {} : { latencyMs: opts.latencyMs }),
    ...(opts.latencyProfile ? { latencyProfile: opts.latencyProfile } : {}),
  });
  const { url, port } = await server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1");
  return {
    url,
    port,
    async close() {
      shutdown.abort(new Error("sandbox carrier closing"));
      await server.close();
    },
  };
}
