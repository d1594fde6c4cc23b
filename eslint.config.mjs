// ESLint (flat config): typescript-eslint's recommended rules, and the layer rules of docs/architecture.md
// as import restrictions, so an arrow pointing the wrong way fails `npm test`. test/lint/layers.test.ts
// checks that each rule fires on a deliberately wrong import.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

/** Import patterns, by what they reach. */
const PRISMA = ["@/lib/generated/*", "@/lib/generated/**", "@prisma/*", "**/generated/prisma/**"];
const DB = ["@/lib/db", "@/lib/db/*", "@/lib/db/**"];
const EDGE = ["@/lib/api/*", "@/lib/api/**"];
const APP = ["@/app/*", "@/app/**"];
const USE_CASES = ["quotes", "bind", "policies", "programs", "appetite", "documents", "jobs", "system", "mail", "webhooks"].flatMap((d) => [
  `@/lib/${d}/*`,
  `@/lib/${d}/**`,
]);
const SERVER = [...DB, ...EDGE, ...USE_CASES, "@/lib/runtime", "@/lib/env", "@/lib/auth/*", "@/lib/payments/*", "server-only"];

/** Pure domain modules: functions of their arguments, used on both sides (and in benchmarks). */
const PURE = [
  "lib/auth/callback-url.ts",
  "lib/auth/client-address.ts",
  "lib/auth/limiter.ts",
  "lib/auth/sign-in-errors.ts",
  "lib/auth/throttle.ts",
  "lib/auth/user-agent.ts",
  "lib/appetite/naics-hit-rate.ts",
  "lib/appetite/naics-search.ts",
  "lib/bind/address.ts",
  "lib/bind/answers.ts",
  "lib/bind/guards.ts",
  "lib/bind/line-guard.ts",
  "lib/bind/pay-link-status.ts",
  "lib/mail/cancellation-rescinded-email.ts",
  "lib/mail/installment-email.ts",
  "lib/mail/pay-link-email.ts",
  "lib/payments/shared.ts",
  "lib/policies/cancellation.ts",
  "lib/policies/schedule.ts",
  "lib/policies/cancel-dates.ts",
  "lib/policies/certificate-lines.ts",
  "lib/policies/dunning.ts",
  "lib/policies/renewal-changes.ts",
  "lib/policies/rules.ts",
  "lib/policies/servicing-plan.ts",
  "lib/policies/short-rate.ts",
  "lib/policies/state.ts",
  "lib/policies/state-cancellation.ts",
  "lib/policies/terms.ts",
  "lib/programs/coverage.ts",
  "lib/programs/declarations.ts",
  "lib/programs/endorsements.ts",
  "lib/quotes/rating-block.ts",
  "lib/quotes/renewal-answers.ts",
  "lib/underwriting/approval.ts",
  "lib/underwriting/rules.ts",
  "lib/webhooks/payloads.ts",
  "lib/webhooks/retry.ts",
  "lib/webhooks/signature.ts",
  "lib/webhooks/url-guard.ts",
];

const NO_PRISMA = { group: PRISMA, message: "Only lib/db imports the Prisma client: read through lib/db/queries and lib/db/records." };
/** One no-restricted-imports per file (a later config replaces an earlier one), so each layer lists all of its patterns. */
const restrict = (...patterns) => ({ "no-restricted-imports": ["error", { patterns: patterns.map(([group, message]) => ({ group, message })) }] });

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { local: { rules: { "server-only": serverOnlyRule } } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/no-explicit-any": "off",
      "no-empty-pattern": "off",
    },
  },
  // Only lib/db (and the seed, which writes reference data) touches Prisma.
  // (Tests may look into the database directly.)
  {
    files: ["**/*.ts", "**/*.tsx", "**/*.mjs"],
    ignores: ["lib/db/**", "prisma/**", "test/**", "**/*.test.ts"],
    rules: restrict([NO_PRISMA.group, NO_PRISMA.message]),
  },
  // Routes and pages: through the edge and use cases, never the database directly.
  {
    files: ["app/**/*.ts", "app/**/*.tsx"],
    rules: restrict(
      [NO_PRISMA.group, NO_PRISMA.message],
      [DB, "Routes and pages call use cases (lib/quotes, lib/bind, ...) and serializers (lib/api), not lib/db."],
    ),
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
  // lib/db reads rows into domain types (type imports only), and imports nothing else above it.
  {
    files: ["lib/db/**/*.ts"],
    ignores: ["lib/**/*.test.ts"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [...EDGE, ...APP, ...USE_CASES, "@/lib/runtime"],
              allowTypeImports: true,
              message: "lib/db is the bottom layer: besides the Prisma client it imports only types from the domain.",
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
        [...DB, ...EDGE, ...APP, ...USE_CASES, "@/lib/runtime", "@/lib/env", "next", "next/*"],
        "lib/rating is pure: no database, no Next.js, no configuration.",
      ],
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
      [SERVER, "Components reach the server through the /v1 API (lib/client), never by importing server modules."],
    ),
  },
  // The quote page's client code (and the kit under every page) ships in first-load JavaScript: zod and the
  // shared schemas are types only there. Responses are checked by lib/client/responses.ts, loaded on demand.
  {
    files: ["components/folio/**/*.tsx", "components/folio/**/*.ts", "components/ui/**/*.tsx", "components/*.tsx", "lib/client/**/*.ts"],
    ignores: ["lib/client/responses.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: NO_PRISMA.group, message: NO_PRISMA.message },
            { group: SERVER, message: "Components reach the server through the /v1 API (lib/client), never by importing server modules." },
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
      "lib/{api,db,quotes,bind,policies,programs,appetite,jobs,system,payments,auth,underwriting,mail,webhooks}/**/*.ts",
      "lib/runtime.ts",
      "lib/documents/service.ts",
    ],
    ignores: ["lib/**/*.test.ts", ...PURE],
    rules: { "local/server-only": "error" },
  },
  { files: ["**/*.js", "**/*.mjs"], languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } } },
  // NUL is what lib/api/input.ts looks for (and what the fuzz test sends).
  { files: ["lib/api/input.ts", "test/**/*.ts"], rules: { "no-control-regex": "off" } },
);
