// @ts-check
/** @type {import("next").NextConfig} */
const config = {
  // PGlite (wasm) and the PostgreSQL driver stay outside the server bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/adapter-pg", "pg"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default config;
