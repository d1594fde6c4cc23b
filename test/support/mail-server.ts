// A real SMTP server on loopback (the smtp-server package) for tests: it accepts every message (or
// refuses the first `refuse` of them with a 451, to exercise retries), parses each with mailparser, and
// optionally writes each raw message to `dir` as NNN.eml so another process (the Playwright workers) can read it.
import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface MailServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Refuses the next `n` messages with "451 try again later". */
  refuseNext(n: number): void;
  /** The first message to `address` received after `since` (an index into received), waiting up to `timeoutMs`. */
  waitFor(address: string, timeoutMs?: number, since?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function toReceived(raw: string | Buffer): Promise<ReceivedMail> {
  const parsed: ParsedMail = await simpleParser(raw);
  const addresses = (a: ParsedMail["to"]) => (Array.isArray(a) ? a : a ? [a] : []).flatMap((x) => x.value.map((v) => v.address ?? ""));
  return {
    to: addresses(parsed.to),
    from: parsed.from?.text ?? "",
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : "",
    raw: raw.toString(),
  };
}

export async function startMailServer(opts: { dir?: string } = {}): Promise<MailServer> {
  const received: ReceivedMail[] = [];
  let refuse = 0;
  if (opts.dir) fs.mkdirSync(opts.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (refuse > 0) {
          refuse--;
          const error = Object.assign(new Error("try again later"), { responseCode: 451 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks);
        toReceived(raw).then(
          (mail) => {
            received.push(mail);
            if (opts.dir) fs.writeFileSync(path.join(opts.dir, `${String(received.length).padStart(3, "0")}.eml`), raw);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuseNext: (n) => (refuse = n),
    async waitFor(address, timeoutMs = 15_000, since = 0) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = received.slice(since).find((m) => m.to.includes(address));
        if (hit) return hit;
        if (Date.now() > deadline)
          throw new Error(`no message to ${address} within ${timeoutMs} ms (received: ${received.map((m) => m.to.join(",")).join("; ")})`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
