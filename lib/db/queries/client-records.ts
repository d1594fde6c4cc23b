// What happened to a client's folios and policies beyond the quotes themselves (the client page's timeline,
// issue 30 item 5): payments, certificates, customer pay links and the messages sent about them.
import "server-only";
import type { Tx } from "../client";
import { toCertificateRecord } from "../records/certificate";
import { teamUsers } from "./reference";

const TAKE = 50;

export interface ClientRecordScope {
  agencyId: string;
  insuredId: string;
  folioIds: string[];
  policies: Array<{ id: string; number: string }>;
  /**
   * The folios and policies are only part of the client's (a producer's own book, decision 045): its messages are
   * then only those about them (a pay link of these folios, a policy number or folio link in the message).
   */
  partial: boolean;
}

/**
 * The client's payments (charges and refunds naming its policies or its applications), certificates, pay
 * links (a folio's checkout links and a policy's installment links) and messages, each newest first, at
 * most 50 of each. A message is the client's when it names the client (insured_id, written with every message
 * about a client and filled in for older ones by the migration that added it).
 */
export async function clientRecords(db: Tx, scope: ClientRecordScope) {
  const { agencyId, folioIds } = scope;
  const policyIds = scope.policies.map((p) => p.id);
  const applicationIds = folioIds.length
    ? (await db.application.findMany({ where: { agencyId, folioId: { in: folioIds } }, select: { id: true } })).map((a) => a.id)
    : [];
  const newest = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  const [payments, certificates, payLinks, policyPayLinks] = await Promise.all([
    policyIds.length || applicationIds.length
      ? db.payment.findMany({
          where: {
            agencyId,
            OR: [
              ...(policyIds.length ? [{ policyIds: { hasSome: policyIds } }] : []),
              ...(applicationIds.length ? [{ applicationIds: { hasSome: applicationIds } }] : []),
            ],
          },
          orderBy: newest,
          take: TAKE,
        })
      : [],
    policyIds.length
      ? db.certificate.findMany({
          where: { agencyId, policyId: { in: policyIds } },
          orderBy: [{ issuedAt: "desc" }, { id: "desc" }],
          take: TAKE,
        })
      : [],
    folioIds.length ? db.payLink.findMany({ where: { agencyId, folioId: { in: folioIds } }, orderBy: newest, take: TAKE }) : [],
    policyIds.length ? db.policyPayLink.findMany({ where: { agencyId, policyId: { in: policyIds } }, orderBy: newest, take: TAKE }) : [],
  ]);
  const partOf = [
    ...(payLinks.length ? [{ payLinkId: { in: payLinks.map((l) => l.id) } }] : []),
    ...scope.policies.map((p) => ({ subject: { contains: p.number } })),
    ...folioIds.map((id) => ({ textBody: { contains: `/quotes/${id}/` } })),
  ];
  const messages = await db.outboundMessage.findMany({
    where: { agencyId, insuredId: scope.insuredId, ...(scope.partial ? { OR: partOf.length ? partOf : [{ id: { in: [] } }] } : {}) },
    orderBy: newest,
    take: TAKE,
    select: { id: true, kind: true, to: true, subject: true, status: true, payLinkId: true, createdAt: true, sentAt: true },
  });
  return { payments, certificates: certificates.map(toCertificateRecord), payLinks, policyPayLinks, messages };
}

/** Names for who did something ("user:<id>" an agent, "api_key:<id>" a key), for the agency's own refs only. */
export async function actorNames(db: Tx, agencyId: string, refs: string[]): Promise<Array<{ ref: string; name: string }>> {
  const ids = (prefix: string) => refs.filter((r) => r.startsWith(prefix)).map((r) => r.slice(prefix.length));
  const uuid = /^[0-9a-f-]{36}$/i;
  const [users, keys] = await Promise.all([
    db.user.findMany({ where: { ...teamUsers(agencyId), id: { in: ids("user:").filter((id) => uuid.test(id)) } }, select: { id: true, name: true } }),
    db.apiKey.findMany({ where: { agencyId, id: { in: ids("api_key:").filter((id) => uuid.test(id)) } }, select: { id: true, name: true } }),
  ]);
  return [...users.map((u) => ({ ref: `user:${u.id}`, name: u.name })), ...keys.map((k) => ({ ref: `api_key:${k.id}`, name: `API key “${k.name}”` }))];
}
