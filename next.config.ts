import type { NextConfig } from "next";

const config: NextConfig = {
  // Native-ish and wasm packages stay outside the server bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/adapter-pg", "pg"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default config;
