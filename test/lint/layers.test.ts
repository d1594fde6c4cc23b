// The layer rules of docs/architecture.md are ESLint rules (eslint.config.mjs). Each is shown to fire
// on a deliberately wrong import, linted as if the code sat at that path, and to stay quiet on the
// right one: a rule that cannot fail would not keep the arrows pointing one way.
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../support/processes";

const eslint = new ESLint({ cwd: ROOT });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const SERVER = 'import "server-only";\n';

describe("layer rules", () => {
  // The first lint loads the config, its plugins and the TypeScript parser (seconds on a busy machine): not inside a case's timeout.
  beforeAll(() => problems("lib/warm-up.ts", SERVER), 60_000);

  it.each([
    [
      "a use case importing the Prisma client",
      "lib/quotes/wrong.ts",
      `${SERVER}import { PrismaClient } from "@/lib/generated/prisma/client";\nexport const c = PrismaClient;\n`,
      /Only lib\/db imports the Prisma client/,
    ],
    [
      "a use case importing the HTTP edge",
      "lib/bind/wrong.ts",
      `${SERVER}import { problemResponse } from "@/lib/api/problem";\nexport const p = problemResponse;\n`,
      /Use cases and domain code point down/,
    ],
    [
      "a route importing the database",
      "app/v1/wrong/route.ts",
      `import { getPolicy } from "@/lib/db/queries/policies";\nexport const g = getPolicy;\n`,
      /Routes and pages call use cases/,
    ],
    [
      "the rating domain importing the database",
      "lib/rating/wrong.ts",
      `import { openDatabase } from "@/lib/db/client";\nexport const o = openDatabase;\n`,
      /lib\/rating is pure/,
    ],
    ["the rating domain reading configuration", "lib/rating/wrong.ts", `import { env } from "@/lib/env";\nexport const e = env;\n`, /lib\/rating is pure/],
    [
      "the tracing SDK importing the Prisma client",
      "lib/telemetry/sdk.ts",
      `${SERVER}import { PrismaClient } from "@prisma/client";\nexport const c = PrismaClient;\n`,
      /Only lib\/db imports the Prisma client/,
    ],
    [
      "a component importing a server module",
      "components/wrong.tsx",
      `import { services } from "@/lib/runtime";\nexport const s = services;\n`,
      /Components reach the server through the \/v1 API/,
    ],
    [
      "a shared schema importing the rating domain",
      "lib/schemas/wrong.ts",
      `import { checkEligibility } from "@/lib/rating/eligibility";\nexport const c = checkEligibility;\n`,
      /lib\/schemas imports only zod/,
    ],
    [
      "lib/db importing a use case",
      "lib/db/queries/wrong.ts",
      `${SERVER}import { createQuote } from "@/lib/quotes/create-quote";\nexport const c = createQuote;\n`,
      /lib\/db is the bottom layer/,
    ],
    [
      "quote-page code importing a schema's value",
      "components/folio/wrong.tsx",
      `import { QuoteSessionResponse } from "@/lib/schemas/quote";\nexport const x = QuoteSessionResponse;\n`,
      /imports zod and lib\/schemas as types only/,
    ],
    [
      "the client kit importing zod",
      "lib/client/wrong.ts",
      `import { z } from "zod";\nexport const s = z.string();\n`,
      /imports zod and lib\/schemas as types only/,
    ],
    ["a server module without server-only", "lib/policies/wrong.ts", `export const x = 1;\n`, /import "server-only"/],
    // Issue 29 item 5: the holes a reviewer found. A relative import is checked as its @/ path, import()
    // of a literal as an import, drivers like the Prisma client, and a handler's db only handed on.
    [
      "a route importing the database by a relative path",
      "app/v1/policies/wrong/route.ts",
      `import { getPolicy } from "../../../../lib/db/queries/policies";\nexport const g = getPolicy;\n`,
      /Routes and pages call use cases/,
    ],
    [
      "a page re-exporting the database by a relative path",
      "app/(portal)/wrong/page.tsx",
      `export { openDatabase } from "../../../lib/db/client";\n`,
      /Routes and pages call use cases/,
    ],
    [
      "a component importing the database by a relative path",
      "components/policy/wrong.tsx",
      `import { openDatabase } from "../../lib/db/client";\nexport const o = openDatabase;\n`,
      /Components reach the server through the \/v1 API/,
    ],
    [
      "a use case importing the HTTP edge by an upward relative path",
      "lib/bind/wrong.ts",
      `${SERVER}import { problemResponse } from "../api/problem";\nexport const p = problemResponse;\n`,
      /Use cases and domain code point down/,
    ],
    [
      "a use case importing a route by an upward relative path",
      "lib/quotes/wrong.ts",
      `${SERVER}import { ROUTES } from "../../app/v1/routes";\nexport const r = ROUTES;\n`,
      /Use cases and domain code point down/,
    ],
    [
      "a route importing the database client dynamically",
      "app/v1/wrong/route.ts",
      `export const load = () => import("@/lib/db/client");\n`,
      /Routes and pages call use cases/,
    ],
    [
      "a component importing the database client dynamically by a relative template literal",
      "components/wrong.tsx",
      "export const load = () => import(`../lib/db/client`);\n",
      /Components reach the server through the \/v1 API/,
    ],
    [
      "a route importing a computed path dynamically",
      "app/v1/wrong/route.ts",
      'const where = "client";\nexport const load = () => import(`@/lib/db/${where}`);\n',
      /import\(\) takes a literal path/,
    ],
    [
      "a component importing a computed path dynamically",
      "components/wrong.tsx",
      `const where = "../lib/db/client";\nexport const load = () => import(where);\n`,
      /import\(\) takes a literal path/,
    ],
    ["a use case importing pg", "lib/quotes/wrong.ts", `${SERVER}import pg from "pg";\nexport const p = pg;\n`, /Only lib\/db imports the Prisma client/],
    [
      "a use case building a statement with Kysely",
      "lib/insights/wrong.ts",
      `${SERVER}import { sql } from "kysely";\nexport const q = sql\`SELECT 1\`;\n`,
      /Only lib\/db imports the Prisma client/,
    ],
    [
      "a route importing Kysely's Postgres helpers",
      "app/v1/wrong/route.ts",
      `import { jsonBuildObject } from "kysely/helpers/postgres";\nexport const j = jsonBuildObject;\n`,
      /Only lib\/db imports the Prisma client/,
    ],
    ["a route importing pg dynamically", "app/v1/wrong/route.ts", `export const load = () => import("pg");\n`, /Only lib\/db imports the Prisma client/],
    [
      "a use case importing pg's pool by its own package",
      "lib/jobs/wrong.ts",
      `${SERVER}import Pool from "pg-pool";\nexport const p = Pool;\n`,
      /Only lib\/db imports the Prisma client/,
    ],
    [
      "a script importing PGlite's socket server",
      "scripts/wrong.ts",
      `import { PGLiteSocketServer } from "@electric-sql/pglite-socket";\nexport const s = PGLiteSocketServer;\n`,
      /Only lib\/db imports the Prisma client/,
    ],
    [
      "a component importing pg by a type import",
      "components/wrong.tsx",
      `import type { Pool } from "pg";\nexport type P = Pool;\n`,
      /Only lib\/db imports the Prisma client/,
    ],
    [
      "a use case importing PGlite",
      "lib/system/wrong.ts",
      `${SERVER}import { PGlite } from "@electric-sql/pglite";\nexport const p = PGlite;\n`,
      /Only lib\/db imports the Prisma client/,
    ],
    [
      "a handler calling ctx.db.<model>",
      "app/v1/wrong/route.ts",
      `export const GET = { handler: async (ctx: any) => ctx.db.folio.findMany() };\n`,
      /Handlers receive use cases, not the Prisma client/,
    ],
    [
      "a handler calling db.<model> from its context",
      "app/v1/wrong/route.ts",
      `export const GET = { handler: async ({ db }: any) => db.policy.findFirst() };\n`,
      /Handlers receive use cases, not the Prisma client/,
    ],
    [
      "a handler running a raw query on services.db",
      "app/v1/wrong/route.ts",
      "export const GET = { handler: async ({ services }: any) => services.db.$queryRaw`SELECT 1` };\n",
      /Handlers receive use cases, not the Prisma client/,
    ],
    [
      "a page calling a model on (await services()).db",
      "app/(portal)/wrong/page.tsx",
      `declare const services: () => Promise<any>;\nexport default async function Page() {\n  return (await services()).db.folio.count();\n}\n`,
      /Handlers receive use cases, not the Prisma client/,
    ],
    [
      'a handler calling ctx["db"].<model>',
      "app/v1/wrong/route.ts",
      `export const GET = { handler: async (ctx: any) => ctx["db"].folio.findMany() };\n`,
      /Handlers receive use cases, not the Prisma client/,
    ],
    [
      "a handler aliasing the client",
      "app/v1/wrong/route.ts",
      `export const GET = { handler: async (ctx: any) => {\n  const prisma = ctx.db;\n  return prisma.folio.findMany();\n} };\n`,
      /Handlers receive use cases, not the Prisma client/,
    ],
    [
      "a handler destructuring a model from the client",
      "app/v1/wrong/route.ts",
      `export const GET = { handler: async ({ db: { folio } }: any) => folio.findMany() };\n`,
      /Handlers receive use cases, not the Prisma client/,
    ],
    [
      "a use case keeping a cache in a module-scope WeakMap",
      "lib/quotes/wrong.ts",
      `const seen = new WeakMap<object, number>();\nexport const count = (o: object) => seen.get(o) ?? 0;\n`,
      /Keep process state in the registry/,
    ],
    [
      "a query module memoising in a module-scope let",
      "lib/db/queries/wrong.ts",
      `let cached: string | undefined;\nexport const read = () => (cached ??= "x");\n`,
      /Keep process state in the registry/,
    ],
    // Decision 059: one way to write a statement, the builder; Prisma's raw queries only in the runner.
    [
      "a query module running a raw tagged template",
      "lib/db/queries/wrong.ts",
      `${SERVER}export const read = (db: any, id: string) => db.$queryRaw\`SELECT * FROM folios WHERE id = \${id}::uuid\`;\n`,
      /Write the statement with the builder/,
    ],
    [
      "a query module running raw text with parameters",
      "lib/db/queries/wrong.ts",
      `${SERVER}export const write = (tx: any) => tx.$executeRawUnsafe("DELETE FROM folios WHERE id = $1", "x");\n`,
      /Write the statement with the builder/,
    ],
    [
      "a query module building a Prisma SQL fragment",
      "lib/db/queries/wrong.ts",
      `${SERVER}import { Prisma } from "@/lib/generated/prisma/client";\nexport const f = Prisma.sql\`AND 1 = 1\`;\n`,
      /not with Prisma's SQL fragments/,
    ],
    [
      "a query module writing a statement as text",
      "lib/db/queries/wrong.ts",
      `${SERVER}export const S = { name: "folio_by_id_v1", text: "SELECT * FROM folios WHERE id = $1" };\n`,
      /not as text/,
    ],
    [
      "a use case running a raw query on a client it was handed",
      "lib/quotes/wrong.ts",
      `${SERVER}export const read = (db: any) => db.$queryRawUnsafe("SELECT 1");\n`,
      /Write the statement with the builder/,
    ],
    [
      "a route memoising in a module-scope let",
      "app/v1/wrong/route.ts",
      `let rendered: string | undefined;\nexport const GET = () => (rendered ??= "x");\n`,
      /Keep process state in the registry/,
    ],
    [
      "a use case keeping a cache in a module-scope Map made empty",
      "lib/quotes/wrong.ts",
      `${SERVER}const seen = new Map<string, number>();\nexport const count = (k: string) => seen.get(k) ?? 0;\n`,
      /Keep process state in the registry/,
    ],
    [
      "a route exporting a module-scope Set made empty",
      "app/v1/wrong/route.ts",
      `export const seen = new Set<string>();\nexport const GET = () => seen.size;\n`,
      /Keep process state in the registry/,
    ],
    [
      "a use case exporting a module-scope WeakSet",
      "lib/policies/wrong.ts",
      `${SERVER}export const seen = new WeakSet<object>();\n`,
      /Keep process state in the registry/,
    ],
    [
      "a use case hanging a cache on globalThis under a Symbol.for key",
      "lib/bind/wrong.ts",
      `${SERVER}const KEY = Symbol.for("quoting.cache");\nexport const cache = () => ((globalThis as any)[KEY] ??= new Map<string, number>());\n`,
      /Symbol\.for keys state on a shared object/,
    ],
    [
      "a query module marking the client under a Symbol.for key",
      "lib/db/queries/wrong.ts",
      `${SERVER}export const mark = (db: any) => (db[Symbol.for("quoting.seen")] = true);\n`,
      /Symbol\.for keys state on a shared object/,
    ],
    // Issue 29 item 4: the direction between use-case folders (USE_CASE_ORDER, docs/architecture.md): a
    // folder imports those before it; the web request never imports lib/jobs.
    [
      "policies importing bind, above it (renewal binding its offer)",
      "lib/policies/wrong.ts",
      `${SERVER}import { bindApplications } from "@/lib/bind/bind";\nexport const b = bindApplications;\n`,
      /lib\/policies imports only the use-case folders before it/,
    ],
    [
      "policies importing bind by an upward relative path",
      "lib/policies/wrong.ts",
      `${SERVER}import { bindApplications } from "../bind/bind";\nexport const b = bindApplications;\n`,
      /lib\/policies imports only the use-case folders before it/,
    ],
    [
      "quotes importing worker code",
      "lib/quotes/wrong.ts",
      `${SERVER}import { RatingWorker } from "@/lib/jobs/worker";\nexport const w = RatingWorker;\n`,
      /lib\/quotes imports only the use-case folders before it/,
    ],
    [
      "quotes importing the client book above it",
      "lib/quotes/wrong.ts",
      `${SERVER}import { getInsured } from "@/lib/insureds/insureds";\nexport const g = getInsured;\n`,
      /lib\/quotes imports only the use-case folders before it/,
    ],
    [
      "bind importing the outbox loop dynamically",
      "lib/bind/wrong.ts",
      `${SERVER}export const load = () => import("@/lib/jobs/outbox");\n`,
      /lib\/bind imports only the use-case folders before it/,
    ],
    [
      "policies importing documents",
      "lib/policies/wrong.ts",
      `${SERVER}import { certificateDocument } from "@/lib/documents/service";\nexport const c = certificateDocument;\n`,
      /lib\/policies imports only the use-case folders before it/,
    ],
    [
      "the webhooks recorder importing a policies use case",
      "lib/webhooks/wrong.ts",
      `${SERVER}import { loadPolicy } from "@/lib/policies/view";\nexport const l = loadPolicy;\n`,
      /lib\/webhooks imports only the use-case folders before it/,
    ],
    // The folders the group rules once left out (questions, underwriting, insureds, payments): upward in the
    // order, and from lib/db, lib/rating and the browser's code.
    [
      "underwriting importing quotes, above it",
      "lib/underwriting/wrong.ts",
      `${SERVER}import { createQuote } from "@/lib/quotes/create-quote";\nexport const c = createQuote;\n`,
      /lib\/underwriting imports only the use-case folders before it/,
    ],
    [
      "payments importing bind, above it",
      "lib/payments/wrong.ts",
      `${SERVER}import { bindApplications } from "@/lib/bind/bind";\nexport const b = bindApplications;\n`,
      /lib\/payments imports only the use-case folders before it/,
    ],
    [
      "lib/db importing an underwriting use case",
      "lib/db/queries/wrong.ts",
      `${SERVER}import { decideReferral } from "@/lib/underwriting/decide";\nexport const d = decideReferral;\n`,
      /lib\/db is the bottom layer/,
    ],
    [
      "lib/db importing the payment provider's module",
      "lib/db/queries/wrong.ts",
      `${SERVER}import { asDeclineCode } from "@/lib/payments/provider";\nexport const a = asDeclineCode;\n`,
      /lib\/db is the bottom layer/,
    ],
    [
      "the rating domain importing the client book",
      "lib/rating/wrong.ts",
      `import { getInsured } from "@/lib/insureds/insureds";\nexport const g = getInsured;\n`,
      /lib\/rating is pure/,
    ],
    [
      "a component importing the underwriting desk",
      "components/wrong.tsx",
      `import { listDesk } from "@/lib/underwriting/desk";\nexport const l = listDesk;\n`,
      /Components reach the server through the \/v1 API/,
    ],
    [
      "quote-page code importing the client book",
      "components/folio/wrong.tsx",
      `import { listInsureds } from "@/lib/insureds/insureds";\nexport const l = listInsureds;\n`,
      /Components reach the server through the \/v1 API/,
    ],
    ["a team module without server-only", "lib/team/wrong.ts", `export const x = 1;\n`, /import "server-only"/],
    [
      "a route importing worker code",
      "app/v1/wrong/route.ts",
      `import { startOutbox } from "@/lib/jobs/outbox";\nexport const s = startOutbox;\n`,
      /The web request does not run worker code/,
    ],
    [
      "the HTTP edge importing worker code",
      "lib/api/serializers/wrong.ts",
      `${SERVER}import { RatingWorker } from "@/lib/jobs/worker";\nexport const w = RatingWorker;\n`,
      /The web request does not run worker code/,
    ],
    [
      "a second event writer: raw SQL inserting into events",
      "lib/db/queries/wrong.ts",
      `${SERVER}export const INSERT = { name: "e", text: \`INSERT INTO events (id, agency_id, type) VALUES ($1, $2, $3)\` };\n`,
      /Events have one writer/,
    ],
    [
      "a second event writer: a CTE inserting into the quoted events table",
      "lib/db/queries/wrong.ts",
      `${SERVER}export const text = "WITH ev AS (insert into \\"events\\"(id) SELECT 1 RETURNING id) SELECT id FROM ev";\n`,
      /Events have one writer/,
    ],
    [
      'a second event writer: the builder\'s insertInto("events")',
      "lib/db/queries/wrong.ts",
      `${SERVER}import { builder } from "../sql";\nexport const q = builder.insertInto("events").values({} as never);\n`,
      /Events have one writer/,
    ],
    [
      "a second event writer: the Prisma event model's create",
      "lib/db/queries/wrong.ts",
      `${SERVER}export const write = (tx: any) => tx.event.create({ data: {} });\n`,
      /Events have one writer/,
    ],
    [
      "a second event writer: the Prisma event model's createMany in a use case",
      "lib/policies/wrong.ts",
      `${SERVER}export const write = (tx: any) => tx?.event.createMany({ data: [] });\n`,
      /Events have one writer/,
    ],
    [
      "a resource shape reading the database",
      "lib/shapes/wrong.ts",
      `import { getPolicy } from "@/lib/db/queries/policies";\nexport const g = getPolicy;\n`,
      /lib\/shapes is pure/,
    ],
    [
      "a resource shape importing a serializer of the edge",
      "lib/shapes/wrong.ts",
      `import { toCard } from "@/lib/api/serializers/card";\nexport const c = toCard;\n`,
      /Use cases and domain code point down/,
    ],
  ])("refuses %s", async (_label, filePath, code, expected) => {
    const found = await problems(filePath, code);
    expect(
      found.some((p) => expected.test(p)),
      found.join("\n"),
    ).toBe(true);
  });

  // The @/ path of a relative import is found from the config's folder, not from where ESLint runs: an
  // editor, or `cd app && npx eslint .`, ran with another working folder and let these through.
  it.each([
    [
      "a route importing the database by a relative path",
      "app/v1/policies/wrong/route.ts",
      `import { getPolicy } from "../../../../lib/db/queries/policies";\nexport const g = getPolicy;\n`,
    ],
    ["a component importing the database dynamically by a relative path", "components/wrong.tsx", `export const load = () => import("../lib/db/client");\n`],
  ])("refuses %s when ESLint runs from another folder", async (_label, filePath, code) => {
    const elsewhere = new ESLint({ cwd: path.join(ROOT, "app") }); // finds eslint.config.mjs above it, as the CLI does
    const [result] = await elsewhere.lintText(code, { filePath: path.join(ROOT, filePath) });
    const found = (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
    expect(
      found.some((p) => /Routes and pages call use cases|Components reach the server/.test(p)),
      found.join("\n"),
    ).toBe(true);
  });

  it.each([
    [
      "the tracing SDK loading Prisma's instrumentation",
      "lib/telemetry/sdk.ts",
      `${SERVER}import { PrismaInstrumentation } from "@prisma/instrumentation";\nexport const p = PrismaInstrumentation;\n`,
    ],
    [
      "a use case reading through lib/db",
      "lib/quotes/right.ts",
      `${SERVER}import { getFolioWithCards } from "@/lib/db/queries/folios/read";\nexport const g = getFolioWithCards;\n`,
    ],
    [
      "a route calling a use case and a serializer",
      "app/v1/right/route.ts",
      `import { toFolio } from "@/lib/api/serializers/folio";\nimport { getFolio } from "@/lib/quotes/folios";\nexport const f = [toFolio, getFolio];\n`,
    ],
    [
      "lib/db importing a domain type",
      "lib/db/queries/right.ts",
      `${SERVER}import type { PolicyDetail } from "@/lib/policies/view";\nexport type P = PolicyDetail;\n`,
    ],
    [
      "a form component using the client kit and shared schemas",
      "components/bind/right.tsx",
      `import { ApiError } from "@/lib/client/api";\nimport { QuoteFolio } from "@/lib/schemas/quote";\nexport const x = [ApiError, QuoteFolio];\n`,
    ],
    [
      "quote-page code importing schema types",
      "components/folio/right.tsx",
      `import type { SessionCard } from "@/lib/schemas/quote";\nimport type { z } from "zod";\nexport type X = SessionCard | z.ZodType;\n`,
    ],
    [
      "a handler handing db and services.db to use cases",
      "app/v1/right/route.ts",
      `import { getFolio } from "@/lib/quotes/folios";\nimport { createQuote } from "@/lib/quotes/create-quote";\nexport const GET = { handler: async ({ db, agency }: any) => getFolio(db, agency.agencyId, "q") };\nexport const POST = { handler: async ({ services, agency, body, raw }: any) => createQuote(services.db, agency.agencyId, body, raw) };\n`,
    ],
    [
      "a page importing beside it by a relative path",
      "app/pay/[token]/right/page.tsx",
      `import { LinkProblem } from "../../link-problem";\nexport const L = LinkProblem;\n`,
    ],
    [
      "a query module writing a statement with the builder",
      "lib/db/queries/right.ts",
      `${SERVER}import { builder, rows, statement } from "../sql";\nconst S = statement("folio_by_id_v1", (args: { id: string }) => builder.selectFrom("folios").select("id").where("id", "=", args.id));\nexport const read = (db: any, id: string) => rows(db, S, { id });\n`,
    ],
    [
      "the statement runner handing text to Prisma",
      "lib/db/client.ts",
      `${SERVER}export const run = (tx: any, s: { text: string }, params: unknown[]) => tx.$queryRawUnsafe(s.text, ...params);\n`,
    ],
    [
      "lib/db importing inside itself by a relative path",
      "lib/db/queries/right.ts",
      `${SERVER}import { atomically } from "../client";\nexport const a = atomically;\n`,
    ],
    [
      "the one event writer inserting into events",
      "lib/db/queries/events.ts",
      `${SERVER}export const writeEvents = (source: string) => \`ev AS (INSERT INTO events (id) SELECT id FROM \${source} RETURNING id)\`;\n`,
    ],
    [
      "reading events and inserting into other tables",
      "lib/db/queries/right.ts",
      `${SERVER}export const read = (tx: any) => tx.event.findMany();\nexport const text = "INSERT INTO events_archive (id) SELECT id FROM events";\nexport const other = (tx: any) => tx.webhookEvent.create({ data: {} });\n`,
    ],
    [
      "a resource shape taking a record type and a pure domain rule",
      "lib/shapes/right.ts",
      `import type { Installment } from "@/lib/db/records/policy";\nimport { rowStatus } from "@/lib/policies/schedule";\nexport const s = (r: Installment) => rowStatus(r, "2031-01-01");\n`,
    ],
    [
      "the events' payloads using the shared shapes",
      "lib/webhooks/payloads.ts",
      `import { paymentView } from "@/lib/shapes/payment";\nimport { cancellationView } from "@/lib/shapes/cancellation";\nexport const v = [paymentView, cancellationView];\n`,
    ],
    ["a route importing the route table dynamically", "app/v1/right/route.ts", `export const load = () => import("../routes");\n`],
    ["a route importing by a template literal without ${}", "app/v1/right/route.ts", "export const load = () => import(`../routes`);\n"],
    [
      "a use case keeping a cache in the process registry, and a constant lookup table",
      "lib/quotes/right.ts",
      `${SERVER}import { processState } from "@/lib/process-state";\nconst LINES = new Map([["BOP", "business"]]);\nexport const count = (o: object) => processState("quotes.seen", () => new WeakMap<object, number>()).get(o) ?? LINES.size;\n`,
    ],
    [
      "constant lookup tables made with their contents",
      "lib/policies/right.ts",
      `${SERVER}const STATES = new Set(["CA", "NY"]);\nexport const BY_CODE = new Map(Object.entries({ a: 1 }));\nexport const known = (s: string) => STATES.has(s);\n`,
    ],
    [
      "shutdown reading the servers the preload records under their Symbol.for key (SHARED_SYMBOL_FILES)",
      "lib/system/shutdown.ts",
      `${SERVER}const SERVERS = Symbol.for("quoting.httpServers");\nexport const recorded = () => (globalThis as unknown as Record<symbol, unknown>)[SERVERS];\n`,
    ],
    [
      "the database client hanging its driver under a Symbol.for key (SHARED_SYMBOL_FILES)",
      "lib/db/client.ts",
      `${SERVER}const DRIVER = Symbol.for("quoting.db.driver");\nexport const driverOf = (db: any) => db[DRIVER];\n`,
    ],
    [
      "bind importing policies and quotes, below it",
      "lib/bind/right.ts",
      `${SERVER}import { agencyClock } from "@/lib/policies/clock";\nimport { getFolio } from "@/lib/quotes/folios";\nimport { recordEvents } from "@/lib/webhooks/record";\nexport const x = [agencyClock, getFolio, recordEvents];\n`,
    ],
    [
      "renewal binding (a bind use case) importing policies by a relative path",
      "lib/bind/right.ts",
      `${SERVER}import { chargeRow } from "../policies/renewal";\nexport const c = chargeRow;\n`,
    ],
    [
      "policies importing a pure rule of bind, and a type of it",
      "lib/policies/right.ts",
      `${SERVER}import { addressIssues } from "@/lib/bind/address";\nimport type { BindOutcome } from "@/lib/bind/bind";\nexport const a = addressIssues;\nexport type B = BindOutcome;\n`,
    ],
    [
      "lib/db re-exporting underwriting's pure rules and reading payments' decline codes",
      "lib/db/queries/right.ts",
      `${SERVER}export { UnderwritingRulesSchema } from "@/lib/underwriting/rules";\nimport { asDeclineCode } from "@/lib/payments/shared";\nimport type { ClientAnswers } from "@/lib/questions/answers";\nexport const a = asDeclineCode;\nexport type C = ClientAnswers;\n`,
    ],
    [
      "the rating domain reading underwriting's pure rules",
      "lib/rating/right.ts",
      `import { underwrite } from "@/lib/underwriting/rules";\nexport const u = underwrite;\n`,
    ],
    [
      "the client kit showing the question bank",
      "lib/client/right.ts",
      `import { QUESTION_BANK } from "@/lib/questions/bank";\nexport const q = QUESTION_BANK;\n`,
    ],
    [
      "the worker importing the use cases it runs",
      "lib/jobs/right.ts",
      `${SERVER}import { rateClaimed } from "@/lib/quotes/rate-application";\nimport { deliverDueMessages } from "@/lib/mail/outbox";\nimport { agencyClock } from "@/lib/policies/clock";\nexport const x = [rateClaimed, deliverDueMessages, agencyClock];\n`,
    ],
    [
      "a route rating and sending now through use cases",
      "app/v1/right/route.ts",
      `import { rateAgainNow } from "@/lib/quotes/rate-application";\nimport { deliverNow } from "@/lib/mail/outbox";\nexport const x = [rateAgainNow, deliverNow];\n`,
    ],
  ])("accepts %s", async (_label, filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });
});
