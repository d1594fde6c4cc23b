// npm run db:backup / db:restore (issue 33 item 6) on the run's database (PGlite, or PostgreSQL with DATABASE_URL),
// through the real script: back up, change, restore, compare every table's rows and a changed value; a file that
// is not a backup is refused and the database is left as it was; the embedded database refuses while npm start
// runs on its data directory.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/auth/api-keys";
import { appPidFile } from "@/lib/db/backup";
import { DEMO_AGENCY } from "@/prisma/seed";
import { DATABASE_KIND, createAppDatabase, tableCounts, withDatabase, type AppDatabase } from "../support/app-instance";
import { runScriptToEnd } from "../support/processes";

let db: AppDatabase;
const env = () => ({ DATABASE_URL: db.target.databaseUrl ?? "", DATA_DIR: db.target.dataDir });
const script = (...args: string[]) => runScriptToEnd("scripts/backup.ts", args, env());
const agencyName = () =>
  withDatabase(db.target, async (d) => (await d.prisma.agency.findUniqueOrThrow({ where: { slug: DEMO_AGENCY.slug }, select: { name: true } })).name);
const rename = (name: string) => withDatabase(db.target, (d) => d.prisma.agency.update({ where: { slug: DEMO_AGENCY.slug }, data: { name } }));

beforeAll(async () => {
  db = await createAppDatabase("backup_test");
}, 240_000);

afterAll(async () => {
  await db?.destroy();
}, 60_000);

describe(`backup and restore (${DATABASE_KIND})`, () => {
  it("restores what was backed up: every table's rows, and a value changed after the backup", async () => {
    await rename("Harbor & Main (at the backup)");
    const before = await withDatabase(db.target, tableCounts);
    const file = path.join(db.target.dataDir, "backups", "one.bak");
    const backedUp = script("backup", file);
    expect(backedUp.status, backedUp.stderr).toBe(0);
    expect(backedUp.stdout).toContain(`backed up the ${DATABASE_KIND === "pglite" ? "embedded" : "PostgreSQL"} database to ${file}`);
    expect(fs.statSync(file).size).toBeGreaterThan(1000);

    // After the backup: a name changed, a row added.
    await rename("Harbor & Main (after the backup)");
    await withDatabase(db.target, async (d) => {
      const agency = await d.prisma.agency.findUniqueOrThrow({ where: { slug: DEMO_AGENCY.slug } });
      await createApiKey(d.prisma, agency.id, "made after the backup");
    });
    expect((await withDatabase(db.target, tableCounts)).api_keys).toBe(before.api_keys! + 1);

    const restored = script("restore", file);
    expect(restored.status, restored.stderr).toBe(0);
    expect(await agencyName()).toBe("Harbor & Main (at the backup)");
    expect(await withDatabase(db.target, tableCounts)).toEqual(before);
    if (DATABASE_KIND === "pglite") {
      // The embedded database it replaced is kept beside it, not deleted.
      expect(restored.stdout).toMatch(/the previous one is kept at .*pglite\.before-restore-/);
      expect(fs.readdirSync(db.target.dataDir).some((f) => f.startsWith("pglite.before-restore-"))).toBe(true);
    }
  }, 240_000);

  it("refuses a file that is not a backup, and leaves the database as it was", async () => {
    const bogus = path.join(db.target.dataDir, "not-a-backup.bak");
    fs.writeFileSync(bogus, "this is not a database dump");
    const name = await agencyName();
    const refused = script("restore", bogus);
    expect(refused.status).not.toBe(0);
    expect(await agencyName()).toBe(name);
    const missing = script("restore", path.join(db.target.dataDir, "missing.bak"));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("No backup file at");
  }, 120_000);

  it.runIf(DATABASE_KIND === "pglite")(
    "refuses to back up or restore the embedded database while npm start runs on it",
    async () => {
      // A stand-in for a running npm start: a live process whose command line runs scripts/start.ts.
      const running = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)", "scripts/start.ts"], { stdio: "ignore" });
      const pidFile = appPidFile(db.target.dataDir);
      try {
        fs.writeFileSync(pidFile, String(running.pid));
        for (const args of [["backup"], ["restore", path.join(db.target.dataDir, "backups", "one.bak")]]) {
          const refused = script(...args);
          expect(refused.status).toBe(1);
          expect(refused.stderr).toContain(`The app is running on ${path.resolve(db.target.dataDir)} (npm start, pid ${running.pid})`);
        }
      } finally {
        running.kill("SIGKILL");
        fs.rmSync(pidFile, { force: true });
      }
      // A pid file left by a start that died is not a running app: the pid is gone, or is now another program
      // (this test's own process), or is a killed start not yet reaped (a zombie).
      const zombie = spawn("sh", ["-c", "sleep 0.1 & echo $!; exec sleep 10"], { stdio: ["ignore", "pipe", "ignore"] });
      const zombiePid = await new Promise<string>((resolve) => zombie.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim())));
      await new Promise((r) => setTimeout(r, 500));
      try {
        expect(fs.readFileSync(`/proc/${zombiePid}/stat`, "utf8")).toMatch(/\) Z /);
        for (const stale of ["999999", String(process.pid), zombiePid]) {
          fs.writeFileSync(pidFile, stale);
          const backup = script("backup");
          expect(backup.status, `${stale}: ${backup.stderr}`).toBe(0);
        }
      } finally {
        zombie.kill("SIGKILL");
        fs.rmSync(pidFile, { force: true });
      }
    },
    120_000,
  );
});
