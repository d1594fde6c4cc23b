// What a test run's log must never contain (issue 33 item 3): the API keys, webhook signing secrets, test card
// numbers and passwords the tests use, and anything shaped like a full key, signing secret, Stripe key or pay
// link token. The passwords and card numbers are read from the tests' own sources, so a new test's are covered.
import fs from "node:fs";
import path from "node:path";

export interface Secret {
  name: string;
  value: string | RegExp;
}

export interface Leak {
  name: string;
  line: number;
  /** The line, the secret itself masked, so a report does not repeat it. */
  excerpt: string;
}

/** Shapes no log line may have, whatever the run used. */
export const SECRET_SHAPES: Secret[] = [
  { name: "a full API key", value: /qk_(live|test)_[A-Za-z0-9_-]{20,}/ },
  { name: "a webhook signing secret", value: /whsec_[A-Za-z0-9+/=_-]{8,}/ },
  { name: "a Stripe secret or restricted key", value: /\b[sr]k_(live|test)_[A-Za-z0-9]{8,}/ },
  { name: "a pay link token", value: /\bp[lp]_[A-Za-z0-9_-]{32}\b/ },
  { name: "a card number", value: /\b(?:4\d{15}|5[1-5]\d{14}|3[47]\d{13})\b/ },
];

/** Every leak of `secrets` in `text`, by line. */
export function findLeaks(text: string, secrets: Secret[]): Leak[] {
  const leaks: Leak[] = [];
  const lines = text.split("\n");
  lines.forEach((line, i) => {
    for (const s of secrets) {
      const found = typeof s.value === "string" ? line.includes(s.value) : s.value.test(line);
      if (!found) continue;
      const masked = typeof s.value === "string" ? line.split(s.value).join("«secret»") : line.replace(new RegExp(s.value, "g"), "«secret»");
      leaks.push({ name: s.name, line: i + 1, excerpt: masked.slice(0, 300) });
    }
  });
  return leaks;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The passwords (10 characters or more) and card numbers written in these source files and folders. */
export function secretsInSources(paths: string[]): Secret[] {
  const files = paths.flatMap((p) =>
    fs.statSync(p).isDirectory()
      ? fs
          .readdirSync(p, { recursive: true, encoding: "utf8" })
          .filter((f) => f.endsWith(".ts"))
          .map((f) => path.join(p, f))
      : [p],
  );
  const found = new Map<string, string>();
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    // A password is a phrase (spaces or hyphens), not an identifier such as an event type (user.password_reset).
    for (const m of text.matchAll(/(?:password|PASSWORD)\w*["']?\s*[:=,]\s*["']([^"'\n]{10,})["']/g)) {
      if (/[\s-]/.test(m[1]!)) found.set(m[1]!, "a password the tests use");
    }
    for (const m of text.matchAll(/\b([3-6]\d{12,18})\b/g)) if (luhn(m[1]!)) found.set(m[1]!, "a card number the tests use");
  }
  return [...found].map(([value, name]) => ({ name, value }));
}

/** Where the API tests' passwords and card numbers are written: the tests, the seed, the fakes and the offline provider's test cards. */
export const TEST_SECRET_SOURCES = ["test/api", "test/fakes", "prisma/seed.ts", "lib/payments/offline.ts"];
