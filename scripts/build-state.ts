// Whether the Next.js build is older than the sources: npm start and the benchmarks rebuild then.
import fs from "node:fs";
import path from "node:path";

const SOURCE_DIRS = ["app", "lib", "components", "prisma/seed-data"];
const CONFIG_FILES = ["next.config.js", "proxy.ts", "instrumentation.ts"];

interface Newest {
  mtimeMs: number;
  file: string;
}

function newestIn(dir: string): Newest {
  let newest: Newest = { mtimeMs: 0, file: "" };
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === "generated" || entry.name === "node_modules") continue;
      const inner = newestIn(p);
      if (inner.mtimeMs > newest.mtimeMs) newest = inner;
    } else {
      const mtimeMs = fs.statSync(p).mtimeMs;
      if (mtimeMs > newest.mtimeMs) newest = { mtimeMs, file: p };
    }
  }
  return newest;
}

/** Why the build must be (re)made, or null when it is current. NEXT_DIST_DIR picks the build folder. */
export function staleBuildReason(root: string, distDir = process.env.NEXT_DIST_DIR || ".next"): string | null {
  const buildId = path.join(root, distDir, "BUILD_ID");
  if (!fs.existsSync(buildId)) return `${distDir}/BUILD_ID is missing`;
  const built = fs.statSync(buildId).mtimeMs;
  const candidates = [
    ...SOURCE_DIRS.map((d) => newestIn(path.join(root, d))),
    ...CONFIG_FILES.map((f) => path.join(root, f))
      .filter((f) => fs.existsSync(f))
      .map((f) => ({ mtimeMs: fs.statSync(f).mtimeMs, file: f })),
  ];
  const newest = candidates.reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a));
  return newest.mtimeMs > built ? `${path.relative(root, newest.file)} is newer than the build` : null;
}
