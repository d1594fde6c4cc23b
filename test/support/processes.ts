// Helpers for tests that run the real app and scripts as child processes.
import { spawn, spawnSync, execFile, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
const TSX = path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a repo script with tsx and returns its stdout. */
export async function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [TSX, "--conditions=react-server", script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    timeout: 120_000,
  });
  return stdout;
}

/** Runs a repo script with tsx to its end and returns its exit status and output, whatever the status. */
export function runScriptToEnd(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
): { status: number | null; stdout: string; stderr: string } {
  const { status, stdout, stderr } = spawnSync(process.execPath, [TSX, "--conditions=react-server", script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status, stdout, stderr };
}

/** Starts a repo script in its own process group, so the whole tree can be killed. */
export function startScript(script: string, args: string[], env: NodeJS.ProcessEnv, logPrefix?: string): ChildProcess {
  const child = spawn(process.execPath, [TSX, "--conditions=react-server", script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const forward = (chunk: Buffer) => {
    if (logPrefix && process.env.TEST_VERBOSE) process.stderr.write(`[${logPrefix}] ${chunk}`);
  };
  child.stdout?.on("data", forward);
  child.stderr?.on("data", (chunk: Buffer) => {
    if (logPrefix) process.stderr.write(`[${logPrefix}] ${chunk}`);
  });
  return child;
}

export function killTree(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): void {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  }
}

export async function waitFor<T>(what: string, fn: () => Promise<T | undefined | null | false>, timeoutMs = 60_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await fn();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ""}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
