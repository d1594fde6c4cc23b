// The framework's floor for npm run bench: the separate minimal Next.js app of ../shared/bench/nextfloor
// (method: ../shared/bench/README.md), never a route inside our own server (that one pays our proxy.ts,
// instrumentation.ts and configuration on every request, so a ratio against it hides their cost).
//
// prepareFloorApp() copies nextfloor to a folder OUTSIDE the repository (inside it, Turbopack picks up our
// proxy.ts and instrumentation.ts; a symlinked node_modules outside its root it refuses), installs the exact
// versions of next, react, react-dom, typescript, @types/react and @types/node this project has installed,
// and runs `next build` there (~30 s). The built copy is kept in os.tmpdir()/nextfloor-<hash of the versions
// and of nextfloor's files>, so later runs reuse it. startFloorApp() then runs
// `FLOOR_BODY_FILE=<file> next start -p <free port> -H 127.0.0.1` (or, for several processes, the same
// node:cluster wrapper as our own WEB_CONCURRENCY, scripts/web-cluster.mjs, run from the floor's folder):
// GET <url> answers that file's bytes, read once, with content-type application/json.
//
// Environment: BENCH_NEXTFLOOR_DIR (default ../shared/bench/nextfloor, relative to the repository).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, freePort, startManaged, stopGroup, waitFor, type Managed } from "./processes";

/** The packages the floor installs, at the versions this project has installed (exact, as the README asks). */
const PACKAGES = ["next", "react", "react-dom", "typescript", "@types/react", "@types/node"] as const;

export function floorSource(): string {
  return path.resolve(ROOT, process.env.BENCH_NEXTFLOOR_DIR || path.join("..", "shared", "bench", "nextfloor"));
}

/** name@version for each package, read from this project's node_modules (what our build really uses). */
export function floorVersions(): string[] {
  return PACKAGES.map((name) => {
    const file = path.join(ROOT, "node_modules", name, "package.json");
    if (!fs.existsSync(file)) throw new Error(`${name} is not installed in ${ROOT}/node_modules: run npm install first`);
    return `${name}@${(JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version}`;
  });
}

function listFiles(dir: string, rel = ""): string[] {
  return fs
    .readdirSync(path.join(dir, rel), { withFileTypes: true })
    .filter((e) => !["node_modules", ".next", "package-lock.json", "next-env.d.ts", "tsconfig.tsbuildinfo"].includes(e.name))
    .flatMap((e) => (e.isDirectory() ? listFiles(dir, path.join(rel, e.name)) : [path.join(rel, e.name)]))
    .sort();
}

function run(command: string, args: string[], cwd: string, timeoutMs: number): void {
  const r = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    timeout: timeoutMs,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (r.status !== 0) {
    const out = `${r.stdout ?? ""}\n${r.stderr ?? ""}`.trim().split("\n").slice(-30).join("\n");
    throw new Error(`${command} ${args.join(" ")} in ${cwd} failed (exit ${r.status}${r.error ? `, ${r.error.message}` : ""}):\n${out}`);
  }
}

/**
 * The built floor app's folder, built now if no earlier run left one for these versions. Built in a staging
 * folder and renamed into place, so an interrupted build never leaves a half-built cache behind.
 */
export function prepareFloorApp(log: (msg: string) => void = () => {}): string {
  const source = floorSource();
  if (!fs.existsSync(path.join(source, "app"))) throw new Error(`the floor app is not at ${source} (BENCH_NEXTFLOOR_DIR)`);
  const versions = floorVersions();
  const hash = createHash("sha256").update(versions.join("\n"));
  for (const file of listFiles(source)) hash.update(`\n${file}\n`).update(fs.readFileSync(path.join(source, file)));
  const dir = path.join(os.tmpdir(), `nextfloor-${hash.digest("hex").slice(0, 16)}`);
  if (fs.existsSync(path.join(dir, ".next", "BUILD_ID"))) return dir;

  const staging = `${dir}.building-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  try {
    for (const file of listFiles(source)) {
      fs.mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
      fs.copyFileSync(path.join(source, file), path.join(staging, file));
    }
    log(`floor app: installing ${versions.join(" ")} in ${staging}`);
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    run(npm, ["install", "--no-audit", "--no-fund", "--save-exact", ...versions], staging, 5 * 60_000);
    log("floor app: next build");
    run(process.execPath, [path.join(staging, "node_modules", "next", "dist", "bin", "next"), "build"], staging, 10 * 60_000);
    // The same node:cluster wrapper our own npm start uses for WEB_CONCURRENCY, beside the floor's own
    // node_modules (it imports "next" from where it lies).
    fs.copyFileSync(path.join(ROOT, "scripts", "web-cluster.mjs"), path.join(staging, "web-cluster.mjs"));
    try {
      fs.renameSync(staging, dir);
    } catch (e) {
      // Another run finished the same build first: use its copy.
      if (!fs.existsSync(path.join(dir, ".next", "BUILD_ID"))) throw e;
      fs.rmSync(staging, { recursive: true, force: true });
    }
  } catch (e) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw e;
  }
  log(`floor app: built in ${dir} (kept for later runs)`);
  return dir;
}

export interface FloorApp {
  /** GET answers the body file's bytes. */
  url: string;
  server: Managed;
  stop(): Promise<void>;
}

/**
 * Starts the built floor app answering `bodyFile` on a free loopback port. `processes` > 1 runs that many
 * server processes on one port (node:cluster), as our app does with WEB_CONCURRENCY. `nodeArgs` go to the
 * server's node (e.g. --cpu-prof).
 */
export async function startFloorApp(
  dir: string,
  bodyFile: string,
  options: { processes?: number; nodeArgs?: string[]; name?: string } = {},
): Promise<FloorApp> {
  const processes = options.processes ?? 1;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    FLOOR_BODY_FILE: path.resolve(bodyFile),
    PORT: String(port),
    HOST: "127.0.0.1",
    WEB_CONCURRENCY: String(processes),
  };
  const args =
    processes > 1
      ? [...(options.nodeArgs ?? []), path.join(dir, "web-cluster.mjs")]
      : [...(options.nodeArgs ?? []), path.join(dir, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"];
  const server = startManaged(options.name ?? "floor", process.execPath, args, env, dir);
  const url = `http://127.0.0.1:${port}/r`;
  let exitCode: number | null | undefined;
  void server.exited.then((c) => (exitCode = c));
  const stop = () => stopGroup(server, 5000);
  try {
    await waitFor(
      `the floor app (${dir}) to answer ${url}`,
      async () => (await fetch(url, { signal: AbortSignal.timeout(5000) }).then(async (r) => (await r.arrayBuffer(), r.status))) === 200,
      120_000,
      100,
      () => (exitCode !== undefined ? `it exited with code ${exitCode}:\n${server.tail()}` : null),
    );
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    if (!body.equals(fs.readFileSync(bodyFile))) throw new Error(`the floor app at ${url} answers other bytes than ${bodyFile}`);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, server, stop };
}
