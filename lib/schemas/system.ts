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

export const LivenessResponse = envelope(
  z.object({
    status: z.literal("live"),
    instance: z.object({ pid: z.number().int(), startedAt: Timestamp }).describe("The server process that answered"),
  }),
);

const ReadinessCheck = z.object({ status: z.enum(["up", "down"]), detail: z.string().optional() });
export const ReadinessResponse = envelope(
  z.object({
    status: z.enum(["ready", "not_ready"]),
    checks: z
      .object({ shutdown: ReadinessCheck, database: ReadinessCheck, migrations: ReadinessCheck, worker: ReadinessCheck })
      .describe(
        "shutdown: down once the process is stopping; migrations: down while any this build ships is not applied; worker: this process's rating worker, where it runs one",
      ),
    instance: z.object({ pid: z.number().int(), startedAt: Timestamp }).describe("The server process that answered"),
  }),
);
