// What this round's migrations cost on the big book (issue 28 item 3: "every migration of this round applied to that
// database without holding a lock that stops traffic, documented per migration"). docs/scaling.md, "Migration locks",
// has the verdict per migration; this measures the ones whose work grows with the book.
//
// The book (npm run bench:data) is made with every migration applied, so each case runs in one transaction that first
// undoes what the migration made (`undo`: drops its index, column or table), then runs the migration's own statements,
// timed, and is rolled back: the book is left as it was. A statement of `run` must appear word for word in the
// migration's file (checked here), so the figure is the migration's own. Triggers added by later migrations are
// disabled in `undo` (they did not exist when the migration ran). How long a statement holds its lock is the time of
// the transaction it runs in: a migration is one transaction (lib/db/migrations.ts), so every lock it takes is held
// until the last statement ends.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx --conditions=react-server bench/migration-locks.ts
//   (BOOK_DB names the book, default quoting_book; MIGRATION_LOCKS_CASES=<regular expression> picks cases;
//   MIGRATION_LOCKS_APPLY=1 instead applies the pending migrations under traffic: see applyUnderTraffic)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { ROOT, connectToBook } from "./processes";

interface Case {
  migration: string;
  /** What it does to the book's tables, and the lock that takes (PostgreSQL 15's documentation, "Explicit Locking"). */
  locks: string;
  undo: string[];
  /** The migration's own statements (word for word), or "file" for the whole file. */
  run: string[] | "file";
}

const LATER_TRIGGERS = [
  "ALTER TABLE folios DISABLE TRIGGER folios_insights",
  "ALTER TABLE folios DISABLE TRIGGER folios_policy_producer",
  "ALTER TABLE applications DISABLE TRIGGER applications_insights",
  "ALTER TABLE policies DISABLE TRIGGER policies_insights",
  "ALTER TABLE policies DISABLE TRIGGER policies_producer",
  "ALTER TABLE policies DISABLE TRIGGER policies_insured_name",
];

const CASES: Case[] = [
  {
    migration: "20261127121500_events_created_index",
    locks: "CREATE INDEX on events: SHARE (reads go on; every write of an event, so every rating outcome and bind, waits)",
    undo: [`DROP INDEX IF EXISTS "events_agency_id_created_at_idx"`], // replaced since (20261129114501) by a three-column index
    run: "file",
  },
  {
    migration: "20261127145026_insureds",
    locks:
      "ADD COLUMN on folios and policies: ACCESS EXCLUSIVE (reads and writes wait) held through the backfill, SET NOT NULL, the indexes and the foreign keys",
    undo: [
      ...LATER_TRIGGERS,
      `ALTER TABLE outbound_messages DROP COLUMN insured_id`,
      `ALTER TABLE folios DROP COLUMN insured_id CASCADE`,
      `ALTER TABLE policies DROP COLUMN insured_id CASCADE`,
      `DROP TABLE insureds CASCADE`,
      `DROP TYPE "InsuredKind"`,
    ],
    run: "file",
  },
  {
    migration: "20261127215122_carrier_underwriters",
    locks: "ADD COLUMN on applications: ACCESS EXCLUSIVE, then CREATE INDEX on applications: SHARE; both held to the end",
    undo: [`DROP INDEX "applications_status_program_id_rated_at_idx"`, `ALTER TABLE applications DROP COLUMN referral_note`],
    run: [
      `ALTER TABLE "applications" ADD COLUMN "referral_note" TEXT;`,
      `CREATE INDEX "applications_status_program_id_rated_at_idx" ON "applications"("status", "program_id", "rated_at");`,
    ],
  },
  {
    migration: "20261128010032_producers_own_book",
    locks:
      "ADD COLUMN on folios and insureds: ACCESS EXCLUSIVE held to the end, through CREATE INDEX on folios and the two foreign keys' validation (a scan of each table)",
    undo: [
      ...LATER_TRIGGERS,
      `ALTER TABLE folios DROP COLUMN created_by_user_id CASCADE`,
      `ALTER TABLE insureds DROP COLUMN created_by_user_id CASCADE`,
      `ALTER TABLE agencies DROP COLUMN producers_see_all_book`,
    ],
    run: "file",
  },
  {
    migration: "20261128150346_folio_name_trigrams",
    locks: "CREATE INDEX (GIN, trigrams) on folios: SHARE (reads go on; creating, re-quoting and binding folios wait)",
    undo: [`DROP INDEX "folios_insured_name_trgm_idx"`],
    run: "file",
  },
];

const BOOK_TABLES = [
  "folios",
  "applications",
  "insureds",
  "policies",
  "payments",
  "events",
  "webhook_deliveries",
  "webhook_attempts",
  "outbound_messages",
  "audit_events",
  "agencies",
  "users",
  "api_keys",
  "invitations",
];
const ONLY = process.env.MIGRATION_LOCKS_CASES ? new RegExp(process.env.MIGRATION_LOCKS_CASES, "i") : null;
const log = (msg: string) => console.log(`[bench migration-locks ${new Date().toISOString().slice(11, 19)}] ${msg}`);

/** The migration file's statements to run: the whole file, or the listed ones, each checked to be in the file. */
export function statementsOf(file: string, run: Case["run"]): string[] {
  if (run === "file") return [file];
  const flat = (s: string) => s.replace(/\s+/g, " ").trim();
  const text = flat(file);
  for (const statement of run) if (!text.includes(flat(statement))) throw new Error(`not in the migration, word for word: ${statement}`);
  return run;
}

/**
 * MIGRATION_LOCKS_APPLY=1: applies the pending migrations to the book (as `npm start` would) while one writer updates
 * random applications, another writes events (rolled back) and a reader reads random folios, one statement at a time
 * each, and prints how long the migrations took beside the longest any write or read waited: a migration that stops
 * traffic shows as a write or read as long as itself.
 */
async function applyUnderTraffic(url: string) {
  const { openDatabase } = await import("@/lib/db/client");
  const { applyMigrations } = await import("@/lib/db/migrations");
  const pg = (await import("pg")).default;
  const traffic = async (label: string, text: (n: number) => string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const times: number[] = [];
    let stop = false;
    const done = (async () => {
      for (let i = 0; !stop; i++) {
        const t0 = performance.now();
        await client.query(text(i));
        times.push(performance.now() - t0);
      }
    })();
    return {
      async end() {
        stop = true;
        await done;
        await client.end();
        const sorted = times.sort((a, b) => a - b);
        const p99 = sorted[Math.floor(sorted.length * 0.99)] ?? NaN;
        return `${label}: ${times.length} statements, p99 ${p99.toFixed(1)} ms, longest ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`;
      },
    };
  };
  const writer = await traffic(
    "writes (UPDATE of a random application)",
    () => `UPDATE applications SET updated_at = updated_at WHERE id = (SELECT id FROM applications TABLESAMPLE SYSTEM (0.01) LIMIT 1)`,
  );
  // An event written and rolled back: the events' migrations must not stop the writes every rating outcome makes.
  const eventWriter = await traffic(
    "event writes (INSERT of an event, rolled back)",
    () =>
      `BEGIN; INSERT INTO events (id, agency_id, type, api_version, subject_id, data) SELECT gen_random_uuid(), id, 'bench.migration', '2026-11-26', gen_random_uuid(), '{}' FROM agencies WHERE slug = 'demo'; ROLLBACK`,
  );
  const reader = await traffic(
    "reads (a random folio's cards)",
    () => `SELECT count(*) FROM applications WHERE folio_id = (SELECT id FROM folios TABLESAMPLE SYSTEM (0.01) LIMIT 1)`,
  );
  await new Promise((r) => setTimeout(r, 2000)); // traffic before
  const db = await openDatabase({ databaseUrl: url, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "migration-locks-")) });
  const t0 = performance.now();
  let applied: string[];
  try {
    applied = await applyMigrations(db.factory, ROOT);
  } finally {
    await db.close();
  }
  const ms = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 2000)); // and after
  log(`applied ${applied.length ? applied.join(", ") : "nothing (none pending)"} in ${(ms / 1000).toFixed(1)} s`);
  log(await writer.end());
  log(await eventWriter.end());
  log(await reader.end());
}

async function main() {
  const book = await connectToBook(log);
  if (!book) return;
  if (process.env.MIGRATION_LOCKS_APPLY === "1") {
    await book.client.end();
    return applyUnderTraffic(book.url);
  }
  const { client } = book;
  const results: Array<{ migration: string; locks: string; ms: number }> = [];
  try {
    const sizes = await client.query<{ relname: string; n: string }>(
      `SELECT relname, reltuples::bigint AS n FROM pg_class WHERE relkind = 'r' AND relname = ANY($1) ORDER BY relname`,
      [BOOK_TABLES],
    );
    log(`the book's tables (rows, estimated): ${sizes.rows.map((r) => `${r.relname} ${Number(r.n).toLocaleString("en-US")}`).join(", ")}`);
    await client.query("SET jit = off");
    for (const c of CASES) {
      if (ONLY && !ONLY.test(c.migration)) continue;
      const file = fs.readFileSync(path.join(ROOT, "prisma", "migrations", c.migration, "migration.sql"), "utf8");
      const statements = statementsOf(file, c.run);
      await client.query("BEGIN");
      try {
        for (const u of c.undo) await client.query(u);
        const t0 = performance.now();
        for (const s of statements) await client.query(s);
        const ms = performance.now() - t0;
        results.push({ migration: c.migration, locks: c.locks, ms });
        log(`${c.migration}: ${(ms / 1000).toFixed(1)} s${c.run === "file" ? "" : ` (its ${statements.length} statements on the book's tables)`}; ${c.locks}`);
      } finally {
        await client.query("ROLLBACK");
      }
    }
  } finally {
    await client.end();
  }
  fs.mkdirSync(path.join(ROOT, "bench", "results"), { recursive: true });
  fs.writeFileSync(
    path.join(ROOT, "bench", "results", "migration-locks.json"),
    JSON.stringify({ at: new Date().toISOString(), machine: `${os.cpus().length} cores`, results }, null, 2),
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
