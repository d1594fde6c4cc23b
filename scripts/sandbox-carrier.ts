// Runs the sandbox carrier: tsx scripts/sandbox-carrier.ts --port 4010 --latency 0 [--host 127.0.0.1]
import { parseArgs } from "node:util";

import { startSandboxCarrier } from "@/sandbox-carrier/start";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4010" },
    host: { type: "string", default: "127.0.0.1" },
    latency: { type: "string", default: "0" },
  },
});

function nonNegativeInt(name: string, raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a non-negative integer, got "${raw}"`);
    process.exit(2);
  }
  return n;
}

const carrier = await startSandboxCarrier({
  port: nonNegativeInt("port", values.port),
  host: values.host,
  latencyMs: nonNegativeInt("latency", values.latency),
});
console.log(`sandbox carrier listening on ${carrier.url}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    carrier.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
