// npm run bench:insights-triggers: what the insights rollups' triggers (decision 056) cost the write path. On a fresh
// database (PostgreSQL when DATABASE_URL is set, else PGlite), folio by folio: the product's createQuote (a folio and
// its four applications in one transaction), then each application's rating outcome written in its own transaction
// (status and rated_at, as the worker writes them). Rounds alternate the four insights triggers on and off
// (ALTER TABLE ... DISABLE TRIGGER), ROUNDS rounds of FOLIOS folios each; prints per-folio milliseconds for both and
// the difference. A cost, not a goal: the figure belongs beside the decision.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { createQuote } from "@/lib/quotes/create-quote";
import { CreateQuoteRequest } from "@/lib/schemas/quote";
import { isoDay } from "@/lib/dates";
import { createTestDatabase } from "../test/support/db";

const FOLIOS = Number(process.env.FOLIOS ?? 60);
const ROUNDS = Number(process.env.ROUNDS ?? 6);
const TRIGGERS = [
  ["applications", "applications_insights"],
  ["applications", "applications_insights_settled"],
  ["folios", "folios_insights"],
  ["policies", "policies_insights"],
] as const;

const pct = (v: number[], p: number) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.ceil((p / 100) * v.length) - 1)]!;
const r1 = (v: number) => Math.round(v * 100) / 100;

async function main() {
  const t = await createTestDatabase("bench_insights_triggers");
  try {
    const db = t.prisma;
    const demo = (await db.agency.findUniqueOrThrow({ where: { slug: "demo" } })).id;
    const raw = {
      programs: ["KM-BOP", "KM-CGL", "HS-CGL", "SA-BOP"],
      class_code: "10100",
      business_name: "Trigger bench",
      mailing_zip: "60601",
      mailing_state: "IL",
      employee_count: 4,
      annual_revenue: 500000,
      effective_date: isoDay(),
    };
    const request = CreateQuoteRequest.parse(raw);
    const times: Record<"on" | "off", number[]> = { on: [], off: [] };
    const folio = async () => {
      const t0 = performance.now();
      const created = await createQuote(db, demo, request, raw);
      for (const id of created.applicationIds) {
        await db.application.update({ where: { id }, data: { status: "success", ratedAt: new Date(), leaseUntil: null } });
      }
      return performance.now() - t0;
    };
    for (let i = 0; i < 10; i++) await folio(); // warm-up, triggers on
    for (let round = 0; round < ROUNDS; round++) {
      const mode = round % 2 === 0 ? "off" : "on";
      for (const [table, trigger] of TRIGGERS) await db.$executeRawUnsafe(`ALTER TABLE ${table} ${mode === "on" ? "ENABLE" : "DISABLE"} TRIGGER ${trigger}`);
      for (let i = 0; i < FOLIOS; i++) times[mode].push(await folio());
    }
    for (const [table, trigger] of TRIGGERS) await db.$executeRawUnsafe(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
    const kind = t.target.databaseUrl ? "PostgreSQL" : "PGlite";
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    console.log(`\nInsights triggers on the write path (${kind}; ${os.cpus().length} cores; load ${os.loadavg()[0]!.toFixed(1)}):`);
    console.log(`one folio = createQuote with 4 programs + 4 outcome writes; ${ROUNDS} alternating rounds of ${FOLIOS} folios\n`);
    console.log("triggers   folios   p50 ms   mean ms   p99 ms");
    for (const mode of ["off", "on"] as const) {
      const v = times[mode];
      console.log(
        `${mode.padEnd(8)} ${String(v.length).padStart(8)} ${String(r1(pct(v, 50))).padStart(8)} ${String(r1(mean(v))).padStart(9)} ${String(r1(pct(v, 99))).padStart(8)}`,
      );
    }
    const d = mean(times.on) - mean(times.off);
    console.log(`\ncost of the triggers: ${r1(d)} ms per folio (${r1((100 * d) / mean(times.off))}% of it), ${r1(d / 5)} ms per statement that fires them`);
  } finally {
    await t.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
