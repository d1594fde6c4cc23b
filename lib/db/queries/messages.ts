// The email outbox (decision 020): messages written with what they announce, then sent (or kept, with no
// SMTP configured). Delivery claims messages with FOR UPDATE SKIP LOCKED under a lease, like the
// servicing jobs, so several processes can send without sending one twice at once.
import "server-only";
import type { MessageStatus } from "@/lib/generated/prisma/enums";
import type { OutboundMessage } from "@/lib/generated/prisma/client";
import { sql, type NotNull } from "kysely";
import type { Tx } from "../client";
import { builder, leaseEnd, rows as run, statement, utcTime } from "../sql";
import { insuredInBook, type OwnBookOf } from "./book";

export type MessageRecord = OutboundMessage;
export type { MessageStatus };

/** What a message announces (the outbox's kind column). */
export const MESSAGE_KINDS = ["pay_link", "installment_failed", "cancellation_rescinded", "referral_decision"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/**
 * Messages to a person about their own account (decision 041): an invitation, a password reset. Their links are
 * credentials, so they are sent through the outbox like the others but never listed or shown to the agency.
 */
export const ACCOUNT_MESSAGE_KINDS = ["invitation", "password_reset"] as const;
const PRIVATE_KINDS = { notIn: [...ACCOUNT_MESSAGE_KINDS] };

/** Whose message: an agency's, or a carrier's (its underwriters' invitations and password resets, decision 044). */
export type MessageOwner = { agencyId: string; carrierId?: never } | { carrierId: string; agencyId?: never };

export type NewMessage = MessageOwner & {
  kind: MessageKind | (typeof ACCOUNT_MESSAGE_KINDS)[number];
  to: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  payLinkId: string | null;
  /** The client the message is about; null for a person's account messages. */
  insuredId: string | null;
  status: "queued" | "stored";
  /**
   * The writer sends it itself right after commit (deliverNow): the outbox loop leaves it alone for
   * WRITER_SENDS_MS and takes it only if the writer's process died first. Without this, a loop of another
   * (or the same) process could claim it between the commit and the writer's send, and the writer would
   * answer `queued` for a message that is being sent.
   */
  sentByWriter?: boolean;
};

/** How long the outbox loop leaves a message to the request that wrote it (`sentByWriter`). */
export const WRITER_SENDS_MS = 60_000;

export async function insertMessage(db: Tx, m: NewMessage, now: Date): Promise<MessageRecord> {
  const { sentByWriter, ...data } = m;
  const due = sentByWriter ? new Date(now.getTime() + WRITER_SENDS_MS) : now;
  return db.outboundMessage.create({ data: { ...data, nextAttemptAt: data.status === "queued" ? due : null } });
}

export interface ClaimedMessage extends MessageRecord {
  leaseToken: string;
}

/**
 * Queued messages due by `now`, or one by id whether due or not (its writer sending it right after commit),
 * leased for `leaseMs`, their attempt counted.
 */
const CLAIM_MESSAGES = statement("outbound_messages_claim_v2", (args: { now: string; limit: number; leaseMs: number; id: string | null }) =>
  builder
    .updateTable("outbound_messages")
    .set((eb) => ({
      lease_until: leaseEnd(utcTime(args.now), args.leaseMs),
      lease_token: eb.fn<string>("gen_random_uuid"),
      attempts: eb("attempts", "+", eb.lit(1)),
    }))
    .where("id", "in", (eb) =>
      eb
        .selectFrom("outbound_messages as m")
        .select("m.id")
        .where("m.status", "=", sql.lit("queued"))
        .where((eb) =>
          eb.or([
            eb.and([eb(sql<string | null>`${args.id}::uuid`, "is", null), eb("m.next_attempt_at", "<=", utcTime(args.now))]),
            eb("m.id", "=", sql<string>`${args.id}::uuid`),
          ]),
        )
        .where((eb) => eb.or([eb("m.lease_until", "is", null), eb("m.lease_until", "<", utcTime(args.now))]))
        .orderBy("m.next_attempt_at")
        .orderBy("m.id")
        .limit(sql<number>`${args.limit}::int`)
        .forUpdate("m")
        .skipLocked(),
    )
    .returning(["id", "lease_token"])
    .$narrowType<{ lease_token: NotNull }>(),
);

/** Claims queued messages due by `now` (or one, by id): each is leased to this caller for `leaseMs`, its attempt counted. */
export async function claimMessages(db: Tx, now: Date, limit: number, leaseMs: number, id?: string): Promise<ClaimedMessage[]> {
  const rows = await run(db, CLAIM_MESSAGES, { now: now.toISOString(), limit, leaseMs, id: id ?? null });
  if (!rows.length) return [];
  const messages = await db.outboundMessage.findMany({ where: { id: { in: rows.map((r) => r.id) } } });
  return messages.map((m) => ({ ...m, leaseToken: rows.find((r) => r.id === m.id)!.lease_token }));
}

export async function markMessageSent(db: Tx, m: ClaimedMessage, now: Date, providerId: string): Promise<void> {
  await db.outboundMessage.updateMany({
    where: { id: m.id, leaseToken: m.leaseToken, status: "queued" },
    data: { status: "sent", sentAt: now, providerId, leaseUntil: null, nextAttemptAt: null, lastError: null },
  });
}

/** A failed attempt: queued again at `retryAt`, or failed for good when there is none. */
export async function markMessageFailed(db: Tx, m: ClaimedMessage, error: string, retryAt: Date | null): Promise<void> {
  await db.outboundMessage.updateMany({
    where: { id: m.id, leaseToken: m.leaseToken, status: "queued" },
    data: retryAt
      ? { lastError: error.slice(0, 500), nextAttemptAt: retryAt, leaseUntil: null }
      : { status: "failed", lastError: error.slice(0, 500), nextAttemptAt: null, leaseUntil: null },
  });
}

// Every read below is by agency (an agency's id is never null), so a carrier's messages are never among them.
/** A producer restricted to their own book (decision 045) reads only the messages about its clients. */
const messageInBook = (ownBookOf: OwnBookOf) => (ownBookOf ? { insured: insuredInBook(ownBookOf) } : {});

export async function messageById(db: Tx, agencyId: string, id: string, ownBookOf?: OwnBookOf): Promise<MessageRecord | null> {
  return db.outboundMessage.findFirst({ where: { id, agencyId, kind: PRIVATE_KINDS, ...messageInBook(ownBookOf) } });
}

/** The agency's outbox (or what it holds about one client), newest first, keyset-paged by (createdAt, id). */
export async function messagesOfAgency(
  db: Tx,
  agencyId: string,
  limit: number,
  after?: { createdAt: Date; id: string },
  insuredId?: string,
  ownBookOf?: OwnBookOf,
): Promise<MessageRecord[]> {
  return db.outboundMessage.findMany({
    where: {
      agencyId,
      kind: PRIVATE_KINDS,
      ...(insuredId ? { insuredId } : {}),
      ...messageInBook(ownBookOf),
      ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
}

export async function messagesOfPayLinks(db: Tx, payLinkIds: string[]): Promise<MessageRecord[]> {
  return db.outboundMessage.findMany({ where: { payLinkId: { in: payLinkIds } }, orderBy: { createdAt: "asc" } });
}
