// Picks the adapter that rates a carrier's programs. Adding a carrier integration means adding a
// case here; the switch is exhaustive, so a new adapter kind cannot be forgotten.
import type { CarrierAdapter } from "@/lib/rating/types";
import { ratingTableAdapter } from "./rating-table/adapter";
import { createHttpCarrierAdapter } from "./sandbox-http/adapter";

export const ADAPTER_KINDS = ["rating_table", "sandbox_http"] as const;
export type AdapterKind = (typeof ADAPTER_KINDS)[number];

export interface RegistryConfig {
  sandboxBaseUrl: string;
  timeoutMs: number;
  maxAttempts: number;
  baseDelayMs: number;
}

export type AdapterFor = (carrier: { code: string; adapter: string }) => CarrierAdapter;

export function createCarrierRegistry(config: RegistryConfig): AdapterFor {
  const sandbox = createHttpCarrierAdapter({
    baseUrl: config.sandboxBaseUrl,
    timeoutMs: config.timeoutMs,
    maxAttempts: config.maxAttempts,
    baseDelayMs: config.baseDelayMs,
    maxDelayMs: Math.max(config.baseDelayMs * 16, 1000),
  });
  return (carrier) => {
    const kind = carrier.adapter as AdapterKind;
    switch (kind) {
      case "rating_table":
        return ratingTableAdapter;
      case "sandbox_http":
        return sandbox;
      default: {
        const never: never = kind;
        throw new Error(`carrier ${carrier.code} has unknown adapter ${String(never)}`);
      }
    }
  };
}
