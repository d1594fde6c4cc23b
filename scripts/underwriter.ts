// npm run underwriter -- invite --carrier <code> --email <email> --name <name>
// The operator's way in for a carrier's first underwriter (decision 044): the same invitation a carrier's
// underwriter sends from the desk, emailed through the outbox (SMTP_URL). Without SMTP the message is stored,
// unsent; the link is never printed (it is a credential). With PGlite, run it while the app is stopped (one
// process owns the embedded database); with PostgreSQL, any time (a running app's outbox loop retries a send).
//   npm run underwriter -- list --carrier <code>     the carrier's underwriters and pending invitations
import { parseArgs } from "node:util";
import { openDatabase } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { appUrl, env, mailFrom } from "@/lib/env";
import type { OutboxDeps } from "@/lib/mail/outbox";
import { createSmtpMailer } from "@/lib/mail/mailer";
import { inviteUnderwriter, listCarrierPeople } from "@/lib/team/people";
import { seedDatabase } from "@/prisma/seed";

const USAGE = "usage: npm run underwriter -- invite --carrier <code> --email <email> --name <name>  |  list --carrier <code>";
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { carrier: { type: "string" }, email: { type: "string" }, name: { type: "string" } },
});

async function main() {
  const [command] = positionals;
  if ((command !== "invite" && command !== "list") || !values.carrier) throw new Error(USAGE);
  if (command === "invite" && (!values.email || !values.name?.trim())) throw new Error(USAGE);
  const e = env();
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR });
  const outbox: OutboxDeps | null = e.SMTP_URL
    ? { db: database.prisma, mailer: createSmtpMailer(e.SMTP_URL), from: mailFrom(e), retryBaseMs: e.SMTP_RETRY_BASE_MS }
    : null;
  try {
    await applyMigrations(database.factory);
    await seedDatabase(database.prisma);
    const carrier = await database.prisma.carrier.findUnique({ where: { code: values.carrier }, select: { id: true, name: true } });
    if (!carrier) {
      const codes = (await database.prisma.carrier.findMany({ select: { code: true }, orderBy: { code: "asc" } })).map((c) => c.code);
      throw new Error(`no carrier with code "${values.carrier}"; the carriers are ${codes.join(", ")}`);
    }
    if (command === "list") {
      for (const p of await listCarrierPeople(database.prisma, carrier.id)) console.log(`${p.status.padEnd(11)} ${p.email}  ${p.name}`);
      return;
    }
    const invitation = await inviteUnderwriter(
      database.prisma,
      { carrierId: carrier.id, carrierName: carrier.name, actor: "operator" },
      { email: values.email!, name: values.name!.trim() },
      { requestId: `cli-${Date.now()}`, baseUrl: appUrl(e), outbox },
    );
    const message = await database.prisma.outboundMessage.findFirst({
      where: { carrierId: carrier.id, kind: "invitation", to: invitation.email },
      orderBy: { createdAt: "desc" },
      select: { status: true, lastError: true },
    });
    const fate =
      message?.status === "sent"
        ? "emailed"
        : message?.status === "queued"
          ? `queued: the send failed (${message.lastError ?? "unknown error"}); the app's outbox retries it`
          : "stored, not emailed: SMTP_URL is not set, so no invitation can be delivered";
    console.log(
      `invited ${invitation.email} (${invitation.name}) as an underwriter of ${carrier.name}: ${fate}. The link works once, until ${invitation.expiresAt.toISOString()}.`,
    );
  } finally {
    outbox?.mailer.close();
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
