// Picks the adapter that rates a carrier's programs. Adding a carrier integration means adding a
// case here; the switch is exhaustive, so a new adapter kind cannot be forgotten.
import type { CarrierAdapter } from "@/lib/rating/types";
import type { CarrierGuards } from "./guard";
import type { LatencyProfile } from "./latency-profile";
import { ratingTableAdapter } from "./rating-table/adapter";
import { createProfiledCarrierAdapter } from "./rating-table/profiled";
import { createHttpCarrierAdapter } from "./sandbox-http/adapter";

export const ADAPTER_KINDS = ["rating_table", "sandbox_http"] as const;
export type AdapterKind = (typeof ADAPTER_KINDS)[number];

export interface RegistryConfig {
  sandboxBaseUrl: string;
  timeoutMs: number;
  maxAttempts: number;
  baseDelayMs: number;
  /** Each HTTP carrier's breaker and send rate (guard.ts); without it, calls are not guarded. */
  guards?: CarrierGuards;
  /**
   * CARRIER_LATENCY_PROFILE (decision 055): the in-process carriers answer with a real carrier's times,
   * timeouts, 5xx and 429 bursts, through the HTTP adapter's handling (and their own guards). The sandbox
   * carrier applies the same profile on its side.
   */
  latencyProfile?: LatencyProfile;
}

export type AdapterFor = (carrier: { code: string; adapter: string; name?: string }) => CarrierAdapter;

export function createCarrierRegistry(config: RegistryConfig): AdapterFor {
  const attempts = (guard?: ReturnType<CarrierGuards["for"]>) => ({
    timeoutMs: config.timeoutMs,
    maxAttempts: config.maxAttempts,
    baseDelayMs: config.baseDelayMs,
    maxDelayMs: Math.max(config.baseDelayMs * 16, 1000),
    ...(guard ? { guard } : {}),
  });
  const http = (guard?: ReturnType<CarrierGuards["for"]>) => createHttpCarrierAdapter({ baseUrl: config.sandboxBaseUrl, ...attempts(guard) });
  const unguarded = http();
  // One adapter per HTTP carrier, each with its own breaker and rate (made on first use).
  const guarded = new Map<string, CarrierAdapter>();
  const sandboxFor = (carrier: { code: string; name?: string }): CarrierAdapter => {
    if (!config.guards) return unguarded;
    let adapter = guarded.get(carrier.code);
    if (!adapter) guarded.set(carrier.code, (adapter = http(config.guards.for(carrier))));
    return adapter;
  };
  // Under a latency profile, one adapter per in-process carrier: its own draws, breaker and rate.
  const profiled = new Map<string, CarrierAdapter>();
  const ratingTableFor = (carrier: { code: string; name?: string }): CarrierAdapter => {
    const profile = config.latencyProfile;
    if (!profile) return ratingTableAdapter;
    let adapter = profiled.get(carrier.code);
    if (!adapter) {
      adapter = createProfiledCarrierAdapter({ carrierCode: carrier.code, profile, engine: ratingTableAdapter, ...attempts(config.guards?.for(carrier)) });
      profiled.set(carrier.code, adapter);
    }
    return adapter;
  };
  return (carrier) => {
    const kind = carrier.adapter as AdapterKind;
    switch (kind) {
      case "rating_table":
        return ratingTableFor(carrier);
      case "sandbox_http":
        return sandboxFor(carrier);
      default: {
        const never: never = kind;
        throw new Error(`carrier ${carrier.code} has unknown adapter ${String(never)}`);
      }
    }
  };
}
