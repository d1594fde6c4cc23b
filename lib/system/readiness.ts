// Liveness and readiness (issue 33 item 5, decision 051), for a load balancer or an orchestrator's probes.
// Live: the process answers (nothing else is asked: a database outage must not get every process restarted).
// Ready: this process should be sent traffic: it is not shutting down, its database answers, every migration this
// build ships is applied, and the rating worker runs where this process is meant to run one.
import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { Db } from "@/lib/db/client";
import { appliedMigrationNames, ping } from "@/lib/db/queries/reference";
import { timed } from "@/lib/system/health";
import { processState } from "@/lib/process-state";

export interface ReadinessCheck {
  status: "up" | "down";
  detail?: string;
}
export interface Readiness {
  status: "ready" | "not_ready";
  checks: { shutdown: ReadinessCheck; database: ReadinessCheck; migrations: ReadinessCheck; worker: ReadinessCheck };
}

/** The migrations this build ships (prisma/migrations, read once per process). */
function shippedMigrations(root = process.cwd()): string[] {
  return processState("readiness.shippedMigrations", () =>
    fs
      .readdirSync(path.join(root, "prisma", "migrations"), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort(),
  );
}

/** Which shipped migrations are not applied; [] when current. */
export function pendingMigrations(shippedNames: readonly string[], applied: readonly string[]): string[] {
  const done = new Set(applied);
  return shippedNames.filter((n) => !done.has(n));
}

export async function readiness(deps: {
  draining: boolean;
  openDb: () => Promise<Db>;
  /** null: this process is not meant to run a rating worker (separate worker processes do). */
  workerRunning: boolean | null;
}): Promise<Readiness> {
  const down = (detail: string): ReadinessCheck => ({ status: "down", detail });
  const shutdown: ReadinessCheck = deps.draining ? down("shutting down: finishing in-flight requests") : { status: "up" };
  const worker: ReadinessCheck =
    deps.workerRunning === null
      ? { status: "up", detail: "rating workers run in their own processes" }
      : deps.workerRunning
        ? { status: "up" }
        : down("the rating worker of this process is not running");
  let database: ReadinessCheck;
  let migrations: ReadinessCheck = down("unknown: the database does not answer");
  try {
    const db = await timed(deps.openDb);
    await timed(() => ping(db));
    database = { status: "up" };
    try {
      const pending = pendingMigrations(shippedMigrations(), await timed(() => appliedMigrationNames(db)));
      migrations = pending.length ? down(`${pending.length} not applied: ${pending.join(", ")}`) : { status: "up" };
    } catch (error) {
      migrations = down((error as Error).message);
    }
  } catch (error) {
    database = down((error as Error).message);
  }
  const checks = { shutdown, database, migrations, worker };
  return { status: Object.values(checks).every((c) => c.status === "up") ? "ready" : "not_ready", checks };
}
