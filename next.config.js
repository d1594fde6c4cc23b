// @ts-check
/** @type {import("next").NextConfig} */
const config = {
  // A separate build directory lets a second checkout of work (e.g. browser tests) build beside the first.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite (wasm) and the PostgreSQL driver stay outside the server bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/adapter-pg", "pg"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default config;
