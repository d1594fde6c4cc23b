import { z } from "zod";
import { Livemode, Timestamp, envelope } from "./common";

export const PingResponse = envelope(
  z.object({
    ok: z.literal(true),
    agency: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }).describe("The agency whose data the caller sees: in test mode its test twin"),
    livemode: Livemode,
    apiKey: z.object({ id: z.uuid() }).nullable().describe("null when called from a portal session"),
    time: Timestamp,
  }),
);

const Check = z.object({ status: z.enum(["up", "down"]), detail: z.string().optional() }).catchall(z.unknown());
export const HealthResponse = envelope(
  z.object({
    status: z.enum(["up", "degraded", "down"]),
    checks: z.record(z.string(), z.union([Check, z.record(z.string(), Check)])),
    instance: z
      .object({ pid: z.number().int(), startedAt: Timestamp })
      .describe("The server process that answered: behind a load balancer or with WEB_CONCURRENCY, shows which one (docs/scaling.md)"),
  }),
);
