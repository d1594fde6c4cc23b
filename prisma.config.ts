import { defineConfig } from "prisma/config";

// Used by `prisma generate` only; migrations run offline through scripts/db.ts (see docs/decisions/002).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unused" },
});
