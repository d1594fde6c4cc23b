// Database errors the app handles on purpose.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/** A unique constraint refused the write (P2002): the row exists already. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
