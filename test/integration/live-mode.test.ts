// A live start (a live Stripe key) refuses default secrets (issue 33 item 7, decision 050), through the real
// npm start on the run's database: unset AUTH_SECRET and STRIPE_WEBHOOK_SECRET stop it before any database is
// opened; accounts that still sign in with the README's passwords stop it after the seed. A live seed gives the
// people it creates random passwords instead.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/passwords";
import { DEMO_ADMIN, DEMO_PEOPLE, DEMO_SERVICE, accountsWithPublishedPasswords, seedDatabase } from "@/prisma/seed";
import { createAppDatabase, withDatabase, type AppDatabase } from "../support/app-instance";
import { runScriptToEnd } from "../support/processes";

const LIVE = { STRIPE_SECRET_KEY: "sk_live_livemodetest", STRIPE_PUBLISHABLE_KEY: "pk_live_livemodetest" };
const SECRETS = { AUTH_SECRET: "a-live-secret-of-at-least-32-characters", STRIPE_WEBHOOK_SECRET: "whsec_livemodetest" };

let db: AppDatabase;
const start = (env: Record<string, string>) =>
  runScriptToEnd("scripts/start.ts", ["--quiet"], { DATABASE_URL: db.target.databaseUrl ?? "", DATA_DIR: db.target.dataDir, PORT: "1", ...env });
const published = () => withDatabase(db.target, (d) => accountsWithPublishedPasswords(d.prisma));
const emails = DEMO_PEOPLE.map((p) => p.email).sort();

beforeAll(async () => {
  db = await createAppDatabase("live-mode");
}, 120_000);
afterAll(() => db?.destroy());

describe("npm start in live mode", () => {
  it("refuses unset AUTH_SECRET and STRIPE_WEBHOOK_SECRET before opening the database, naming each", () => {
    const refused = start({ ...LIVE, AUTH_SECRET: "", STRIPE_WEBHOOK_SECRET: "" });
    expect(refused.status, refused.stderr).toBe(1);
    expect(refused.stderr).toContain("Live mode (STRIPE_SECRET_KEY is a live key) refuses to start with default secrets");
    expect(refused.stderr).toMatch(/^ {2}AUTH_SECRET: /m);
    expect(refused.stderr).toMatch(/^ {2}STRIPE_WEBHOOK_SECRET: /m);
    expect(refused.stdout).not.toMatch(/migrations applied|sign in/i);
    // A live secret key with a test publishable key is a bad setting in any mode.
    const mixed = start({ ...SECRETS, STRIPE_SECRET_KEY: LIVE.STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: "pk_test_livemodetest" });
    expect(mixed.status).toBe(1);
    expect(mixed.stderr).toContain("STRIPE_PUBLISHABLE_KEY: must be of the same mode as STRIPE_SECRET_KEY");
  }, 120_000);

  it("refuses accounts that still have the README's passwords, naming them", async () => {
    expect(await published()).toEqual(emails);
    const refused = start({ ...LIVE, ...SECRETS });
    expect(refused.status, refused.stderr).toBe(1);
    for (const email of emails) expect(refused.stderr).toContain(`  ${email}: this account still has the demo password the README publishes`);
    expect(refused.stderr).not.toMatch(/AUTH_SECRET|STRIPE_WEBHOOK_SECRET/);
  }, 120_000);

  it("counts only active accounts whose password is still the published one", async () => {
    await withDatabase(db.target, async ({ prisma }) => {
      await prisma.user.update({ where: { email: DEMO_SERVICE.email }, data: { deactivatedAt: new Date() } });
      await prisma.user.update({ where: { email: DEMO_ADMIN.email }, data: { passwordHash: await hashPassword("a new password for the admin") } });
    });
    expect(await published()).toEqual(emails.filter((e) => e !== DEMO_SERVICE.email && e !== DEMO_ADMIN.email));
  }, 60_000);

  it("a live seed gives the people it creates random passwords", async () => {
    const given = new Map<string, string>();
    await withDatabase(db.target, async ({ prisma }) => {
      await prisma.user.deleteMany({ where: { email: { in: emails } } });
      await seedDatabase(prisma, { passwordFor: (email) => (given.set(email, `random-${email}-${Math.random()}`), given.get(email)!) });
      expect(await prisma.user.count({ where: { email: { in: emails } } })).toBe(emails.length);
    });
    expect([...given.keys()].sort()).toEqual(emails);
    expect(await published()).toEqual([]);
  }, 120_000);
});
