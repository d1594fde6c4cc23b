// GET/PUT /api/bench/floor: the framework's floor for npm run bench, on only with BENCH_FLOOR=1 (404
// otherwise). See lib/api/bench-floor.ts.
import { env } from "@/lib/env";
import { benchFloor } from "@/lib/api/bench-floor";

export const { GET, PUT } = benchFloor(() => env().BENCH_FLOOR);
