// ESLint (flat config): typescript-eslint's recommended rules, and the layer rules of docs/architecture.md
// as import restrictions, so an arrow pointing the wrong way fails `npm test`. test/lint/layers.test.ts
// checks that each rule fires on a deliberately wrong import.
import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { builtinRules } from "eslint/use-at-your-own-risk";
import tseslint from "typescript-eslint";

/** Import patterns, by what they reach. */
const PRISMA = ["@/lib/generated/*", "@/lib/generated/**", "@prisma/*", "**/generated/prisma/**"];
const DRIVERS = [
  "pg",
  "pg/*",
  "pg-pool",
  "pg-cursor",
  "pg-native",
  "pg-query-stream",
  "@electric-sql/pglite*", // PGlite and its companions (pglite-socket, pglite-tools)
  "@electric-sql/pglite*/**",
  "pglite-prisma-adapter",
  // The statement builder (decision 059): statements are written and run in lib/db only.
  "kysely",
  "kysely/*",
];
const DB = ["@/lib/db", "@/lib/db/*", "@/lib/db/**"];
const EDGE = ["@/lib/api/*", "@/lib/api/**"];
const APP = ["@/app/*", "@/app/**"];
/**
 * The direction between use-case folders (docs/architecture.md, "The direction between use cases"), lowest
 * first: a folder's modules import the folders before it, never one after it. Allowed upward all the same: a
 * type-only import (a record's or a dependency's type runs no code) and a pure module of PURE (a function of
 * its arguments: a shared rule, not a use case). lib/rating is below all of them (its own rule), lib/runtime.ts
 * (the composition root) above; the web request (app/, lib/api) never imports lib/jobs.
 */
const USE_CASE_ORDER = [
  "webhooks",
  "mail",
  "audit",
  "system",
  "payments",
  "programs",
  "questions",
  "underwriting",
  "team",
  "appetite",
  "quotes",
  "policies",
  "bind",
  "insureds",
  "documents",
  "insights",
  "jobs",
];
/**
 * Every use-case folder, as import patterns: lib/db takes only their types and pure modules, lib/rating only underwriting's
 * pure rules, the browser only lib/questions (pure throughout), lib/schemas nothing.
 */
const USE_CASES = USE_CASE_ORDER.flatMap((d) => [`@/lib/${d}/*`, `@/lib/${d}/**`]);
const SERVER = [...DB, ...EDGE, ...USE_CASES, "@/lib/runtime", "@/lib/env", "@/lib/auth/*", "server-only"];

/** Pure domain modules: functions of their arguments, used on both sides (and in benchmarks). */
const PURE = [
  "lib/auth/callback-url.ts",
  "lib/auth/client-address.ts",
  "lib/auth/limiter.ts",
  "lib/auth/permissions.ts",
  "lib/auth/sign-in-errors.ts",
  "lib/auth/throttle.ts",
  "lib/auth/user-agent.ts",
  "lib/appetite/naics-hit-rate.ts",
  "lib/appetite/naics-search.ts",
  "lib/bind/address.ts",
  "lib/insights/figures.ts",
  "lib/bind/answers.ts",
  "lib/bind/guards.ts",
  "lib/bind/line-guard.ts",
  "lib/bind/pay-link-status.ts",
  "lib/insureds/facts.ts",
  "lib/mail/account-email.ts",
  "lib/mail/cancellation-rescinded-email.ts",
  "lib/mail/installment-email.ts",
  "lib/mail/pay-link-email.ts",
  "lib/mail/referral-decision-email.ts",
  "lib/payments/shared.ts",
  "lib/policies/cancellation.ts",
  "lib/policies/schedule.ts",
  "lib/policies/cancel-dates.ts",
  "lib/policies/certificate-lines.ts",
  "lib/policies/dunning.ts",
  "lib/policies/renewal-changes.ts",
  "lib/policies/term-comparison.ts",
  "lib/policies/rules.ts",
  "lib/policies/servicing-plan.ts",
  "lib/policies/short-rate.ts",
  "lib/policies/state.ts",
  "lib/policies/state-cancellation.ts",
  "lib/policies/terms.ts",
  "lib/programs/coverage.ts",
  "lib/programs/declarations.ts",
  "lib/programs/endorsements.ts",
  "lib/quotes/folio-status.ts",
  "lib/quotes/rating-block.ts",
  "lib/quotes/renewal-answers.ts",
  "lib/quotes/requirements.ts",
  "lib/questions/answers.ts",
  "lib/questions/bank.ts",
  "lib/questions/questionnaire.ts",
  "lib/versions.ts",
  "lib/underwriting/approval.ts",
  "lib/underwriting/rules.ts",
  "lib/webhooks/payloads.ts",
  "lib/webhooks/retry.ts",
  "lib/webhooks/signature.ts",
  "lib/webhooks/url-guard.ts",
];

/** Exceptions to a group of patterns naming use-case folders: the pure modules of `folders` (`!@/lib/bind/address`). */
const pureOf = (folders) => PURE.filter((f) => folders.some((d) => f.startsWith(`lib/${d}/`))).map((f) => `!@/${f.replace(/\.ts$/, "")}`);
/**
 * What the browser's code may not import: the server's modules, but for lib/questions, pure throughout (the question bank
 * and its rules, which the portal's questionnaire shows as the server checks them).
 */
const BROWSER_REFUSED = [...SERVER, ...pureOf(["questions"])];
/** The import patterns of the folders above `folder`, less their pure modules. */
const above = (folder) =>
  USE_CASE_ORDER.slice(USE_CASE_ORDER.indexOf(folder) + 1).flatMap((d) => [
    `@/lib/${d}/*`,
    `@/lib/${d}/**`,
    ...PURE.filter((f) => f.startsWith(`lib/${d}/`)).map((f) => `!@/${f.replace(/\.ts$/, "")}`),
  ]);
const JOBS = ["@/lib/jobs/*", "@/lib/jobs/**"];
const NO_JOBS_MESSAGE =
  "The web request does not run worker code: lib/jobs only schedules (its loops call use cases); what a request runs now (rateNow, deliverNow) is in the use case's folder.";

const NO_PRISMA = {
  group: [...PRISMA, ...DRIVERS],
  message:
    "Only lib/db imports the Prisma client, a database driver (pg, PGlite) or the statement builder (Kysely): read through lib/db/queries and lib/db/records.",
};
/** One restricted-imports per file (a later config replaces an earlier one), so each layer lists all of its patterns. */
/**
 * Process state in a module scope (a `let`, a WeakMap or WeakSet, a Map or Set made empty to be filled later): it belongs in
 * lib/process-state.ts's registry, cleared by one call in tests. A Map or Set made with its contents is a constant lookup
 * table, and allowed (one filled after it is made is not caught).
 */
const MODULE_STATE = [
  "Program > VariableDeclaration[kind='let']",
  "Program > ExportNamedDeclaration > VariableDeclaration[kind='let']",
  "Program > VariableDeclaration > VariableDeclarator > NewExpression.init[callee.name=/^Weak(Map|Set)$/]",
  "Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > NewExpression.init[callee.name=/^Weak(Map|Set)$/]",
  "Program > VariableDeclaration > VariableDeclarator > NewExpression.init[callee.name=/^(Map|Set)$/][arguments.length=0]",
  "Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > NewExpression.init[callee.name=/^(Map|Set)$/][arguments.length=0]",
].map((selector) => ({
  selector,
  message:
    "Keep process state in the registry: processState(name, make) from @/lib/process-state, not in a module scope (a constant lookup table is made with its contents: new Set([...])).",
}));
/**
 * The files that hang state on a shared object under a `Symbol.for` key, outside the registry by design
 * (docs/architecture.md, "What a process keeps"): the driver on the database client, the patched
 * http.Server prototype's mark, the HTTP servers the web preload records on globalThis.
 */
const SHARED_SYMBOL_FILES = ["lib/db/client.ts", "lib/auth/peer-address.ts", "lib/system/shutdown.ts"];
const PROCESS_STATE = [
  ...MODULE_STATE,
  {
    selector: "CallExpression[callee.object.name='Symbol'][callee.property.name='for']",
    message:
      "Symbol.for keys state on a shared object (globalThis, a prototype, the client), out of the registry: keep it in processState(name, make) from @/lib/process-state, or list the file in SHARED_SYMBOL_FILES (eslint.config.mjs) and docs/architecture.md.",
  },
];
/**
 * One way to write a statement (decision 059): with the builder (lib/db/sql.ts), typed by the schema. Prisma's raw
 * queries and SQL fragments are for lib/db/client.ts's runner alone.
 */
const RAW_SQL = [
  {
    selector: "MemberExpression[property.name=/^\\$(queryRaw|executeRaw)(Unsafe)?$/]",
    message:
      "Write the statement with the builder (statement() or rowsOf() of lib/db/sql.ts, decision 059): its columns and row are then typed by the schema, and its parameters bound.",
  },
  {
    selector: "MemberExpression[object.name='Prisma'][property.name=/^(sql|raw|join|empty)$/]",
    message: "Write the statement with the builder (statement() or rowsOf() of lib/db/sql.ts, decision 059), not with Prisma's SQL fragments.",
  },
];
/** A statement written as text: `{ name, text }` (lib/db/sql.ts alone makes these, from the builder's output). */
const STATEMENT_TEXT = [
  {
    selector: "ObjectExpression:has(> Property[key.name='name']):has(> Property[key.name='text'])",
    message:
      "Write the statement with the builder (statement() of lib/db/sql.ts, decision 059), not as text: the builder types its columns and row by the schema.",
  },
];
const restrict = (...patterns) => ({ "local/restricted-imports": ["error", { patterns: patterns.map(([group, message]) => ({ group, message })) }] });

/** The project root (`@/`): this file's folder, whatever folder ESLint runs from (an editor, `cd app && eslint .`). */
const ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * ESLint's no-restricted-imports, with no way around it: a relative import is checked as itself and as its
 * `@/` path (`../../lib/db/client` is `@/lib/db/client`), `import()` of a literal like an import, and
 * `import()` of a computed path refused (no rule could tell what it reaches).
 */
const coreRestrictedImports = builtinRules.get("no-restricted-imports");
const restrictedImportsRule = {
  meta: { ...coreRestrictedImports.meta, docs: { description: "no-restricted-imports, also for relative paths and import()" } },
  create(context) {
    const core = coreRestrictedImports.create(context);
    const asAlias = (source) => {
      if (!/^\.\.?(\/|$)/.test(source)) return null;
      const relative = path.relative(ROOT, path.resolve(path.dirname(context.filename), source));
      return relative.startsWith("..") || path.isAbsolute(relative) ? null : `@/${relative.split(path.sep).join("/")}`;
    };
    const check = (node) => {
      core.ImportDeclaration(node);
      const alias = asAlias(String(node.source.value));
      if (alias) core.ImportDeclaration({ ...node, source: { ...node.source, value: alias } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: (node) => node.source && check(node),
      ExportAllDeclaration: (node) => {
        core.ExportAllDeclaration(node);
        const alias = asAlias(String(node.source.value));
        if (alias) core.ExportAllDeclaration({ ...node, source: { ...node.source, value: alias } });
      },
      ImportExpression(node) {
        const source = node.source;
        const value =
          source.type === "Literal" && typeof source.value === "string"
            ? source.value
            : source.type === "TemplateLiteral" && source.expressions.length === 0
              ? source.quasis[0].value.cooked
              : null;
        if (value === null) {
          context.report({
            node,
            message: "import() takes a literal path (a string, or a template without ${}), so the layer rules can check what it reaches.",
          });
        } else
          check({
            type: "ImportDeclaration",
            importKind: "value",
            specifiers: [],
            source: { ...source, value },
            loc: node.loc,
            range: node.range,
            parent: node.parent,
          });
      },
    };
  },
};

/** Server modules say so: `import "server-only"` keeps them out of any browser bundle. */
const serverOnlyRule = {
  meta: { type: "problem", docs: { description: 'Require import "server-only" in server modules' }, schema: [] },
  create(context) {
    return {
      Program(node) {
        const has = node.body.some((s) => s.type === "ImportDeclaration" && s.source.value === "server-only");
        if (!has) context.report({ node, message: 'A server module starts with import "server-only" (docs/architecture.md).' });
      },
    };
  },
};

/** The one file that writes events (issue 29 item 3): lib/db/queries/events.ts insertEvents and its writeEvents SQL. */
const EVENT_WRITER = "lib/db/queries/events.ts";
const INSERT_INTO_EVENTS = /\binsert\s+into\s+(?:"?public"?\s*\.\s*)?"?events"?(?=[\s(]|$)/i;
/**
 * Events have one writer: no SQL text or builder statement inserting into the events table, and no Prisma create or upsert on
 * the event model, outside EVENT_WRITER. A second writer would skip the deliveries, or shape them its own way.
 */
const oneEventWriterRule = {
  meta: { type: "problem", docs: { description: "Events are written by lib/db/queries/events.ts only" }, schema: [] },
  create(context) {
    const message = `Events have one writer: insertEvents (or its writeEvents SQL) in ${EVENT_WRITER}, which also writes their deliveries.`;
    const name = (node) => (node.type === "Identifier" ? node.name : node.type === "Literal" ? String(node.value) : null);
    const text = (node, value) => typeof value === "string" && INSERT_INTO_EVENTS.test(value) && context.report({ node, message });
    return {
      Literal: (node) => text(node, node.value),
      TemplateLiteral: (node) => text(node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(" ")),
      CallExpression(node) {
        const callee = node.callee.type === "ChainExpression" ? node.callee.expression : node.callee;
        // The builder's insert (lib/db/sql.ts): insertInto("events") or insertInto("events as e").
        const [target] = node.arguments;
        if (
          callee.type === "MemberExpression" &&
          name(callee.property) === "insertInto" &&
          target?.type === "Literal" &&
          /^events(\s+as\s+\w+)?$/i.test(String(target.value))
        )
          return context.report({ node, message });
        if (callee.type !== "MemberExpression" || !["create", "createMany", "createManyAndReturn", "upsert"].includes(name(callee.property))) return;
        const model = callee.object.type === "ChainExpression" ? callee.object.expression : callee.object;
        if (model.type === "MemberExpression" && name(model.property) === "event") context.report({ node, message });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      "lib/generated/**",
      ".next/**",
      ".next-*/**",
      "node_modules/**",
      "test-results*/**",
      "playwright-report/**",
      "next-env.d.ts",
      "test/lint/fixtures/**",
      "sdk/schema.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { local: { rules: { "server-only": serverOnlyRule, "restricted-imports": restrictedImportsRule, "one-event-writer": oneEventWriterRule } } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/no-explicit-any": "off",
      "no-empty-pattern": "off",
    },
  },
  // Only lib/db (and the seed, which writes reference data, and scripts/db.ts, which diffs migrations in a
  // scratch PGlite) touches Prisma or a database driver.
  // (Tests and benchmarks may look into the database directly.)
  {
    files: ["**/*.ts", "**/*.tsx", "**/*.mjs"],
    ignores: ["lib/db/**", "prisma/**", "test/**", "bench/**", "**/*.test.ts", "scripts/db.ts"],
    rules: restrict([NO_PRISMA.group, NO_PRISMA.message]),
  },
  // Routes and pages: through the edge and use cases, never the database directly.
  {
    files: ["app/**/*.ts", "app/**/*.tsx"],
    rules: restrict(
      [NO_PRISMA.group, NO_PRISMA.message],
      [DB, "Routes and pages call use cases (lib/quotes, lib/bind, ...) and serializers (lib/api), not lib/db."],
      [JOBS, NO_JOBS_MESSAGE],
    ),
  },
  // Handlers receive use cases, not the Prisma client: a route or page may hand the client (`db`, `ctx.db`,
  // `services.db`) to a use case, and do nothing else with it (no model call, no raw query, no alias).
  {
    files: ["app/**/*.ts", "app/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          'MemberExpression[object.name="db"]',
          'MemberExpression[object.type="MemberExpression"][object.property.name="db"]',
          'MemberExpression[object.type="MemberExpression"][object.property.value="db"]',
          'MemberExpression[object.type="ChainExpression"][object.expression.property.name="db"]',
          'VariableDeclarator[init.name="db"]',
          'VariableDeclarator[init.type="MemberExpression"][init.property.name="db"]',
          'VariableDeclarator[init.type="MemberExpression"][init.property.value="db"]',
          'AssignmentExpression[right.name="db"]',
          'AssignmentExpression[right.type="MemberExpression"][right.property.name="db"]',
          'AssignmentExpression[right.type="MemberExpression"][right.property.value="db"]',
          'ObjectPattern > Property[key.name="db"]:not([value.name="db"])',
          'ObjectPattern > Property[key.value="db"]',
        ].map((selector) => ({
          selector,
          message: "Handlers receive use cases, not the Prisma client: pass db to a use case (lib/quotes, lib/bind, ...), which runs the query.",
        })),
        ...PROCESS_STATE,
        ...RAW_SQL,
      ],
    },
  },
  // What a process keeps between requests lives in one registry (lib/process-state.ts), not in module scopes.
  {
    files: ["lib/**/*.ts"],
    ignores: ["lib/client/**", "lib/**/*.test.ts", "lib/process-state.ts"],
    rules: { "no-restricted-syntax": ["error", ...PROCESS_STATE, ...RAW_SQL] },
  },
  // lib/db writes statements with the builder; only the runner (client.ts, pglite.ts) and the builder's module
  // (sql.ts) handle a statement's text.
  {
    files: ["lib/db/**/*.ts"],
    ignores: ["lib/**/*.test.ts", "lib/db/client.ts", "lib/db/pglite.ts", "lib/db/sql.ts"],
    rules: { "no-restricted-syntax": ["error", ...PROCESS_STATE, ...RAW_SQL, ...STATEMENT_TEXT] },
  },
  {
    files: ["lib/db/client.ts"],
    rules: { "no-restricted-syntax": ["error", ...MODULE_STATE] },
  },
  // The files that keep state under a Symbol.for key, each listed in docs/architecture.md.
  {
    files: SHARED_SYMBOL_FILES.filter((f) => f !== "lib/db/client.ts"),
    rules: { "no-restricted-syntax": ["error", ...MODULE_STATE, ...RAW_SQL] },
  },
  // Use cases and domain: never upward to the HTTP edge or the routes.
  {
    files: ["lib/**/*.ts"],
    ignores: ["lib/api/**", "lib/runtime.ts", "lib/auth/portal.ts", "lib/**/*.test.ts"],
    rules: restrict(
      [NO_PRISMA.group, NO_PRISMA.message],
      [[...EDGE, ...APP], "Use cases and domain code point down: they throw lib/errors, and the edge (lib/api) maps and serializes."],
    ),
  },
  // The direction between use-case folders: a folder imports those before it in USE_CASE_ORDER (type-only
  // imports and pure modules aside). Each keeps the patterns of the rule above (one restricted-imports per file).
  ...USE_CASE_ORDER.slice(0, -1).map((folder) => ({
    files: [`lib/${folder}/**/*.ts`],
    ignores: ["lib/**/*.test.ts"],
    rules: {
      "local/restricted-imports": [
        "error",
        {
          patterns: [
            { group: NO_PRISMA.group, message: NO_PRISMA.message },
            { group: [...EDGE, ...APP], message: "Use cases and domain code point down: they throw lib/errors, and the edge (lib/api) maps and serializes." },
            {
              group: above(folder),
              allowTypeImports: true,
              message: `lib/${folder} imports only the use-case folders before it (docs/architecture.md: ${USE_CASE_ORDER.join(" < ")}): move the shared piece down, or take it as an argument.`,
            },
          ],
        },
      ],
    },
  })),
  // The HTTP edge: the web request never imports worker code.
  {
    files: ["lib/api/**/*.ts"],
    ignores: ["lib/**/*.test.ts"],
    rules: restrict([NO_PRISMA.group, NO_PRISMA.message], [JOBS, NO_JOBS_MESSAGE]),
  },
  // lib/shapes: one shape per resource the API and the events both show, used by lib/api/serializers and
  // lib/webhooks/payloads.ts alike; pure (records in, as types; the API's JSON out).
  {
    files: ["lib/shapes/**/*.ts"],
    ignores: ["lib/**/*.test.ts"],
    rules: {
      "local/restricted-imports": [
        "error",
        {
          patterns: [
            { group: NO_PRISMA.group, message: NO_PRISMA.message },
            {
              group: [...EDGE, ...APP],
              message: "Use cases and domain code point down: they throw lib/errors, and the edge (lib/api) maps and serializes.",
            },
            {
              group: [...DB, "@/lib/runtime", "@/lib/env", "server-only"],
              allowTypeImports: true,
              message: "lib/shapes is pure: records in (type imports), the API's JSON out; no database, no configuration.",
            },
          ],
        },
      ],
    },
  },
  // lib/db reads rows into domain types (type imports only), and imports nothing else above it.
  {
    files: ["lib/db/**/*.ts"],
    ignores: ["lib/**/*.test.ts"],
    rules: {
      "local/restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [...EDGE, ...APP, ...USE_CASES, ...pureOf(USE_CASE_ORDER), "@/lib/runtime"],
              allowTypeImports: true,
              message:
                "lib/db is the bottom layer: besides the Prisma client it imports only types from the domain, and its pure modules (PURE in eslint.config.mjs).",
            },
          ],
        },
      ],
    },
  },
  // The rating domain is pure: data in, prices out.
  {
    files: ["lib/rating/**/*.ts"],
    ignores: ["lib/rating/**/*.test.ts"],
    rules: restrict(
      [NO_PRISMA.group, NO_PRISMA.message],
      [
        [...DB, ...EDGE, ...APP, ...USE_CASES, ...pureOf(["underwriting"]), "@/lib/runtime", "@/lib/env", "next", "next/*"],
        "lib/rating is pure: no database, no Next.js, no configuration, no use case (but underwriting's pure rules).",
      ],
    ),
  },
  // The tracing SDK (decision 049) loads Prisma's instrumentation, which only reads spans the client makes: that one
  // package, never the client or a driver.
  {
    files: ["lib/telemetry/sdk.ts"],
    rules: restrict(
      [[...PRISMA, "!@prisma/instrumentation", ...DRIVERS], NO_PRISMA.message],
      [[...EDGE, ...APP], "Use cases and domain code point down: they throw lib/errors, and the edge (lib/api) maps and serializes."],
    ),
  },
  // Shared schemas feed the server, the forms and the OpenAPI document: zod only.
  {
    files: ["lib/schemas/**/*.ts"],
    rules: restrict([NO_PRISMA.group, NO_PRISMA.message], [[...SERVER, "@/lib/rating/*", "@/lib/rating/**"], "lib/schemas imports only zod and lib/schemas."]),
  },
  // The browser talks to the server through /v1 only.
  {
    files: ["components/**/*.tsx", "components/**/*.ts", "lib/client/**/*.ts"],
    rules: restrict(
      [NO_PRISMA.group, NO_PRISMA.message],
      [BROWSER_REFUSED, "Components reach the server through the /v1 API (lib/client), never by importing server modules."],
    ),
  },
  // The quote page's client code (and the kit under every page) ships in first-load JavaScript: zod and the
  // shared schemas are types only there. Responses are checked by lib/client/responses.ts, loaded on demand.
  {
    files: ["components/folio/**/*.tsx", "components/folio/**/*.ts", "components/ui/**/*.tsx", "components/*.tsx", "lib/client/**/*.ts"],
    ignores: ["lib/client/responses.ts", "**/*.test.ts"],
    rules: {
      "local/restricted-imports": [
        "error",
        {
          patterns: [
            { group: NO_PRISMA.group, message: NO_PRISMA.message },
            { group: BROWSER_REFUSED, message: "Components reach the server through the /v1 API (lib/client), never by importing server modules." },
            {
              group: ["zod", "zod/*", "@/lib/schemas/*"],
              allowTypeImports: true,
              message:
                "First-load code imports zod and lib/schemas as types only (import type); responses are checked by lib/client/responses.ts, loaded on demand.",
            },
          ],
        },
      ],
    },
  },
  // Every server module is marked; pure modules (no I/O, safe anywhere) are listed as such.
  {
    files: [
      "lib/{api,db,quotes,bind,policies,programs,appetite,jobs,system,payments,auth,underwriting,mail,webhooks,insights,telemetry,team,audit,insureds,questions}/**/*.ts",
      "lib/runtime.ts",
      "lib/documents/service.ts",
    ],
    ignores: ["lib/**/*.test.ts", ...PURE],
    rules: { "local/server-only": "error" },
  },
  { files: ["**/*.js", "**/*.mjs"], languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } } },
  // Events have one writer (tests and benchmarks may still write rows directly).
  {
    files: ["**/*.ts", "**/*.tsx", "**/*.mjs"],
    ignores: [EVENT_WRITER, "test/**", "bench/**", "**/*.test.ts"],
    rules: { "local/one-event-writer": "error" },
  },
  // NUL is what lib/api/input.ts looks for (and what the fuzz test sends).
  { files: ["lib/api/input.ts", "test/**/*.ts"], rules: { "no-control-regex": "off" } },
);
