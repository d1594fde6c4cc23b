-- Roles and key scopes (decision 040). The agent role is now the producer; service is new.
CREATE TYPE "ApiKeyScope" AS ENUM ('read_only', 'quote', 'quote_and_bind', 'admin');

ALTER TYPE "UserRole" RENAME VALUE 'agent' TO 'producer';
ALTER TYPE "UserRole" ADD VALUE 'service' BEFORE 'underwriter';

-- Keys made before scopes could do everything: they are admin keys.
ALTER TABLE "api_keys" ADD COLUMN "created_by" TEXT NOT NULL DEFAULT 'operator',
ADD COLUMN "scope" "ApiKeyScope" NOT NULL DEFAULT 'admin';

ALTER TABLE "users" ADD COLUMN "deactivated_at" TIMESTAMP(3),
ALTER COLUMN "role" SET DEFAULT 'producer';
