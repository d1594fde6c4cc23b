// Health of the parts the API depends on. Never throws: a failing part is reported as down.
import { db } from "@/lib/db";

interface Check {
  status: "up" | "down";
  detail?: string;
  [k: string]: unknown;
}

async function timed<T>(fn: () => Promise<T>, timeoutMs = 2000): Promise<T> {
  return Promise.race([fn(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs).unref())]);
}

export async function healthReport(): Promise<{ status: "up" | "degraded" | "down"; checks: Record<string, Check> }> {
  const checks: Record<string, Check> = {};
  try {
    const database = await timed(() => db());
    await timed(() => database.$queryRaw`SELECT 1`);
    checks.database = { status: "up" };
    const [row] = await timed(() =>
      database.$queryRaw<Array<{ pending: bigint; oldest_seconds: number | null }>>`
        SELECT count(*) AS pending, EXTRACT(EPOCH FROM now() - min(available_at))::float8 AS oldest_seconds
          FROM applications WHERE status = 'pending'`,
    );
    checks.ratingQueue = { status: "up", pending: Number(row?.pending ?? 0), oldestPendingSeconds: row?.oldest_seconds ?? null };
  } catch (error) {
    checks.database = { status: "down", detail: (error as Error).message };
  }
  const status = checks.database?.status === "down" ? "down" : Object.values(checks).some((c) => c.status === "down") ? "degraded" : "up";
  return { status, checks };
}
