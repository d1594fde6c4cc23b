// The audit log (decision 042): who changed what, when, as GET /v1/audit-events shows it.
import { z } from "zod";
import { Timestamp, UUID_PATTERN, envelope } from "./common";

export const AUDIT_ACTOR_TYPES = ["user", "api_key", "customer", "system"] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

const UUID = UUID_PATTERN.source.slice(1, -1);
/** A whole actor ("user:<id>", "api_key:<id>", "customer:pay_link:<id>", "system") or only its type ("user", "api_key", "customer"). */
const ACTOR_FILTER = new RegExp(`^(?:(?:user|api_key):${UUID}|customer:pay_link:${UUID}|system|user|api_key|customer)$`, "i");
/** An action ("policy.bind"), or a prefix ending in a dot ("policy."). */
const ACTION_FILTER = /^[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*\.?$/;

export const ListAuditEventsQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(200).optional(),
    action: z
      .string()
      .max(100)
      .regex(ACTION_FILTER, 'must be an action such as "policy.bind", or a prefix ending in a dot such as "policy."')
      .optional()
      .describe('Only this action ("policy.bind"), or every action under a prefix ending in a dot ("policy.")'),
    actor: z
      .string()
      .max(120)
      .regex(ACTOR_FILTER, 'must be "user:<id>", "api_key:<id>", "customer:pay_link:<id>", "system", or a type alone: "user", "api_key", "customer"')
      .optional()
      .describe('Only this actor ("user:<id>", "api_key:<id>", "customer:pay_link:<id>", "system"), or every actor of a type ("user", "api_key", "customer")'),
    objectType: z
      .string()
      .max(60)
      .regex(/^[a-z][a-z0-9_]*$/, 'must be an object type such as "policy"')
      .optional()
      .describe("Only changes to objects of this type (policy, payment, application, webhook_endpoint, agency, user, ...)"),
    objectId: z.string().min(1).max(200).optional().describe("Only changes to this object (with objectType, or alone)"),
    "created[gte]": z.iso.datetime({ offset: true }).optional().describe("Only changes made at or after this time (ISO 8601, e.g. 2026-11-01T00:00:00Z)"),
    "created[lt]": z.iso.datetime({ offset: true }).optional().describe("Only changes made before this time (ISO 8601)"),
  })
  .strict();
export type ListAuditEventsQuery = z.infer<typeof ListAuditEventsQuery>;

export const AuditActorView = z.object({
  type: z
    .enum(AUDIT_ACTOR_TYPES)
    .describe("user: a portal user; api_key: a request made with an API key; customer: a customer paying by pay link; system: the server itself"),
  id: z.string().nullable().describe("The user's, key's or pay link's id; null for system"),
  name: z.string().nullable().describe("The user's or key's name, when it still exists; null for customers and system"),
  email: z.string().nullable().describe("A user's email; null for other actors"),
});

export const AuditEventView = z.object({
  id: z.string().describe("The row's id: a decimal integer, in the order rows were written"),
  action: z
    .string()
    .describe(
      'What was done: "policy.bind", "policy.cancel", "payment.refund", "application.referral_approved", "sandbox.clock_moved", "webhook_endpoint.create", "user.sign_in", ...',
    ),
  actor: AuditActorView,
  object: z.object({
    type: z.string().describe("The kind of object changed"),
    id: z.string(),
    label: z
      .string()
      .nullable()
      .describe("A name a person recognises, when cheaply known: a policy's number, an application's program and insured, an endpoint's URL, a user's email"),
  }),
  before: z.unknown().describe("What it was, as far as the change concerns it (null when nothing was)"),
  after: z.unknown().describe("What it became (null when nothing remains)"),
  requestId: z.string().nullable().describe("The x-request-id of the request that made the change"),
  createdAt: Timestamp,
});
export type AuditEventView = z.infer<typeof AuditEventView>;

export const AuditEventListResponse = envelope(z.object({ items: z.array(AuditEventView), nextCursor: z.string().nullable() }));
