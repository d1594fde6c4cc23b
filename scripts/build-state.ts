// Whether the Next.js build is older than the sources: npm start and the benchmarks rebuild then.
import fs from "node:fs";
import path from "node:path";

const SOURCE_DIRS = ["app", "lib", "components", "prisma/seed-data"];
const CONFIG_FILES = ["next.config.js", "proxy.ts", "instrumentation.ts"];

function newestMtime(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === "generated" || entry.name === "node_modules") continue;
      newest = Math.max(newest, newestMtime(p));
    } else newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** Why the build must be (re)made, or null when it is current. NEXT_DIST_DIR picks the build folder. */
export function staleBuildReason(root: string, distDir = process.env.NEXT_DIST_DIR || ".next"): string | null {
  const buildId = path.join(root, distDir, "BUILD_ID");
  if (!fs.existsSync(buildId)) return `${distDir}/BUILD_ID is missing`;
  const built = fs.statSync(buildId).mtimeMs;
  const sources = SOURCE_DIRS.map((d) => newestMtime(path.join(root, d)));
  const configs = CONFIG_FILES.map((f) => path.join(root, f))
    .filter((f) => fs.existsSync(f))
    .map((f) => fs.statSync(f).mtimeMs);
  return Math.max(...sources, ...configs) > built ? "sources are newer than the build" : null;
}
