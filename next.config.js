// @ts-check
/** @type {import("next").NextConfig} */
const config = {
  // A separate build directory lets a second checkout of work (e.g. browser tests) build beside the first.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite (wasm) and the PostgreSQL driver stay outside the server bundle; so does prom-client, so that one
  // registry per process counts for every bundle that imports lib/metrics.ts (decision 047).
  // The OpenTelemetry SDK and its instrumentations patch Node's modules and share one global provider: not bundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "pg",
    "prom-client",
    "@opentelemetry/api",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/instrumentation",
    "@opentelemetry/instrumentation-http",
    "@opentelemetry/instrumentation-pg",
    "@opentelemetry/resources",
    "@opentelemetry/sdk-trace-node",
    "@prisma/instrumentation",
  ],
  poweredByHeader: false,
  // Pages get their Content-Security-Policy (with a nonce) from proxy.ts; these apply to every answer.
  async headers() {
    const common = [
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    ];
    return [
      { source: "/:path*", headers: common },
      // Nothing is framed, but the offline provider's 3-D Secure challenge, by this site's own pages (decision 026).
      { source: "/:path((?!pay/authenticate/[^/]+$).*)", headers: [{ key: "X-Frame-Options", value: "DENY" }] },
      { source: "/pay/authenticate/:secret", headers: [{ key: "X-Frame-Options", value: "SAMEORIGIN" }] },
      // JSON and PDFs: nothing in them may run or be framed.
      { source: "/v1/:path*", headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }] },
      // The pay token is in the URL: never send it on as a referrer.
      { source: "/pay/:path*", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] },
      // So are invitation and password reset tokens (decision 041).
      { source: "/invite/:path*", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] },
      { source: "/reset-password/:path*", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] },
    ];
  },
  reactStrictMode: true,
};

export default config;
