// The process's log (issue 33 item 3, decision 047): pino, one JSON object per line, on stdout (or LOG_FILE).
// Every line has a level, time, component and message; a /v1 request's line has its request id, agency,
// operation, status and duration (lib/api/route.ts). Fields that could carry a secret are censored by name
// (REDACT_PATHS); bodies, headers and error messages with the caller's data are never passed in. `npm run dev`
// prints lines for a person instead (it sets LOG_FORMAT=pretty for its processes).
import "server-only";
import fs from "node:fs";
import path from "node:path";
import pino, { type DestinationStream, type Logger } from "pino";
import { env } from "@/lib/env";
import { processState } from "@/lib/process-state";

export type { Logger };

/**
 * Field names censored wherever they appear at the top of a line or one level down: credentials, cookies,
 * passwords, card data, signing secrets and payment provider keys. A censored value is "[redacted]".
 */
export const REDACT_PATHS = [
  "authorization",
  "cookie",
  "password",
  "newPassword",
  "currentPassword",
  "secret",
  "signingSecret",
  "webhookSecret",
  "apiKey",
  "key_secret",
  "token",
  "cardNumber",
  "card.number",
  "number",
  "cvc",
  "stripeSecretKey",
  "headers.authorization",
  "headers.cookie",
  "req.headers.authorization",
  "req.headers.cookie",
  "*.authorization",
  "*.cookie",
  "*.password",
  "*.secret",
  "*.apiKey",
  "*.token",
  "*.cardNumber",
  "*.number",
  "*.cvc",
];

export interface LogSettings {
  level: string;
  format: "json" | "pretty";
  file?: string;
}

function settingsFromEnv(): LogSettings {
  try {
    const e = env();
    return { level: e.LOG_LEVEL, format: e.LOG_FORMAT ?? "json", file: e.LOG_FILE };
  } catch {
    // A bad setting is reported by whoever reads the configuration first; the log still works meanwhile.
    return { level: "info", format: "json" };
  }
}

/** A logger writing to `out` (a test's capture) or to stdout / LOG_FILE, as the settings say. */
export function createLogger(settings: LogSettings, out?: DestinationStream): Logger {
  let destination: DestinationStream = out ?? (settings.file ? fileDestination(settings.file) : pino.destination({ dest: 1, sync: true }));
  if (settings.format === "pretty") destination = prettyStream(destination);
  return pino(
    {
      level: settings.level,
      base: { pid: process.pid },
      messageKey: "msg",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    },
    destination,
  );
}

function fileDestination(file: string): DestinationStream {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // Appending and synchronous: each line is one write(2) on an O_APPEND descriptor, so the several copies
  // of this module Next.js may load (one per bundle layer), and several processes, never interleave a line.
  return pino.destination({ dest: file, append: true, sync: true, mkdir: true });
}

/** The process's logger, made on first use from LOG_LEVEL, LOG_FORMAT and LOG_FILE. */
export function log(): Logger {
  return processState("log.root", () => createLogger(settingsFromEnv()));
}

/** A part of the process (`rating-worker`, `webhooks`, `db`...): its lines carry `component`, and more fields if given. */
export function logFor(component: string, fields: Record<string, unknown> = {}): Logger {
  return log().child({ component, ...fields });
}

/**
 * The `log` callback the workers take (`{ level?, msg?, event?, ...fields }`) as lines of this log: `level`
 * picks the level (default info), `msg` or else `event` is the message.
 */
export function eventLogger(component: string, fields: Record<string, unknown> = {}): (event: Record<string, unknown>) => void {
  let logger: Logger | undefined;
  return (event) => {
    logger ??= logFor(component, fields);
    const { level, msg, ...rest } = event;
    const method = level === "error" ? "error" : level === "warn" ? "warn" : level === "debug" ? "debug" : "info";
    logger[method](rest, typeof msg === "string" ? msg : typeof rest.event === "string" ? rest.event : component);
  };
}

const LEVEL_NAMES: Record<string, string> = { trace: "TRACE", debug: "DEBUG", info: "INFO ", warn: "WARN ", error: "ERROR", fatal: "FATAL" };
const SKIP = new Set(["level", "time", "pid", "msg", "component", "stack"]);

/** One JSON line as a person reads it: `12:00:01 INFO  [component] message key=value ...`, a stack below. */
export function prettyLine(line: string): string {
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = typeof o.time === "string" ? o.time.slice(11, 19) : "";
  const level = LEVEL_NAMES[String(o.level)] ?? String(o.level).toUpperCase();
  const component = o.component ? `[${String(o.component)}] ` : "";
  const fields = Object.entries(o)
    .filter(([k]) => !SKIP.has(k))
    .map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join(" ");
  const stack = Array.isArray(o.stack) ? `\n    ${o.stack.join("\n    ")}` : typeof o.stack === "string" ? `\n${o.stack}` : "";
  return `${time} ${level} ${component}${String(o.msg ?? "")}${fields ? `  ${fields}` : ""}${stack}\n`;
}

function prettyStream(out: DestinationStream): DestinationStream {
  return { write: (chunk: string) => void out.write(prettyLine(chunk.trimEnd())) };
}
