// Outbound webhooks (decision 024): the event types, what each event's `data` holds, and the webhook
// endpoint and event operations of /v1. An event is delivered as exactly the JSON GET /v1/events/{id} answers.
import { z } from "zod";
import { PaymentPlanName, PaymentView, InstallmentView } from "./payments";
import { CancellationView, PolicyState } from "./policies";
import { DateString, Money, Timestamp, envelope, oneLine, Livemode } from "./common";
import { CardStatus, ProgramType } from "./quote";

export const EVENT_TYPES = [
  "quote.completed",
  "application.quoted",
  "application.referred",
  "application.declined",
  "application.failed",
  "policy.bound",
  "payment.succeeded",
  "payment.failed",
  "installment.due",
  "installment.overdue",
  "installment.paid",
  "policy.cancellation_scheduled",
  "policy.cancellation_rescinded",
  "policy.cancelled",
  "policy.renewal_offered",
  "policy.renewed",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EventTypeName = z
  .enum(EVENT_TYPES)
  .describe(
    "quote.completed: the last application of a quote folio has its outcome; application.*: a rating outcome (or an underwriter's decline); policy.bound: a policy was issued (a renewal term too); payment.*: a charge succeeded or failed; installment.due/overdue: a schedule row fell due or past due; installment.paid: a row was paid after bind; policy.cancellation_scheduled/rescinded, policy.cancelled; policy.renewal_offered: the renewal quote was made; policy.renewed: the next term was bound",
  );
/** What an endpoint subscribes to: event types, or "*" for all of them. */
export const EnabledEvent = z.enum([...EVENT_TYPES, "*"]);

/** The current shape of every event's data; it is stored with the event and sent as it was then. */
export const API_VERSION = "2026-11-26";

const ProgramData = z.object({ id: z.uuid(), code: z.string(), name: z.string(), type: ProgramType });

export const ApplicationEventData = z.object({
  object: z.literal("application"),
  id: z.uuid().describe("The application's id: the quoteRequestId"),
  quoteId: z.uuid(),
  insuredId: z.uuid().optional().describe("The client quoted (absent on events written before clients were named on applications)"),
  groupId: z.uuid(),
  attemptNumber: z.number().int(),
  program: ProgramData,
  status: CardStatus,
  effectiveDate: DateString.nullable(),
  expirationDate: DateString.nullable(),
  validUntil: Timestamp,
  premium: Money.nullable().describe("Null unless priced (quoted or referred)"),
  fees: Money.nullable(),
  taxes: Money.nullable(),
  total: Money.nullable(),
  declineReasons: z.array(z.object({ code: z.string(), message: z.string() })),
  referralReasons: z.array(z.object({ rule: z.string(), message: z.string() })),
  failureReason: z.string().nullable(),
  ratedAt: Timestamp.nullable(),
});

export const QuoteEventData = z.object({
  object: z.literal("quote"),
  id: z.uuid().describe("The quote folio's id: the quoteId"),
  groupId: z.uuid(),
  insuredId: z.uuid().describe("The client quoted"),
  renewalOfPolicyId: z.uuid().nullable().describe("Set when the folio is a policy's renewal offer"),
  applications: z.array(z.object({ id: z.uuid(), program: z.string(), status: CardStatus, total: Money.nullable() })),
});

export const PolicyEventData = z.object({
  object: z.literal("policy"),
  id: z.uuid(),
  number: z.string(),
  status: PolicyState,
  quoteId: z.uuid(),
  applicationId: z.uuid().nullable(),
  renewalOfId: z.uuid().nullable(),
  renewedById: z.uuid().nullable().describe("The next term's policy, once bound (policy.renewed)"),
  program: ProgramData,
  insured: z.object({ id: z.uuid().describe("The client"), name: z.string(), state: z.string().nullable(), zip: z.string().nullable() }),
  effectiveDate: DateString,
  expirationDate: DateString,
  premium: Money,
  fees: Money,
  taxes: Money,
  total: Money,
  paymentPlan: PaymentPlanName,
  cancellation: CancellationView.nullable(),
  renewalOffer: z
    .object({ quoteId: z.uuid(), quoteRequestId: z.uuid(), validUntil: Timestamp })
    .nullable()
    .describe("policy.renewal_offered: the renewal quote, rated like any other (application.* events follow)"),
});

export const InstallmentEventData = InstallmentView.omit({ voidedOn: true }).extend({
  object: z.literal("installment"),
  policyId: z.uuid(),
  policyNumber: z.string(),
  insuredId: z.uuid().optional().describe("The client the policy covers (absent on events written before clients were named on installments)"),
});

export const PaymentEventData = PaymentView.extend({
  object: z.literal("payment"),
  failureMessage: z.string().nullable(),
  policyIds: z.array(z.uuid()).describe("The policies it paid (empty for a bind whose charge failed)"),
  applicationIds: z.array(z.uuid()).describe("The applications a bind charged for"),
  insuredId: z.uuid().optional().describe("The client paying (absent on events written before clients were named on payments)"),
});

export const EventData = z
  .discriminatedUnion("object", [QuoteEventData, ApplicationEventData, PolicyEventData, InstallmentEventData, PaymentEventData])
  .describe("The object the event is about, as the API showed it when the event happened; `object` names its kind");
export type EventData = z.infer<typeof EventData>;

export const EventView = z.object({
  id: z.uuid().describe("The event's id: the same in every delivery and redelivery (deduplicate on it); also sent as the webhook-id header"),
  type: EventTypeName,
  livemode: Livemode,
  apiVersion: z.string().describe("The version of the data's shape"),
  created: Timestamp,
  data: EventData,
});
export type EventView = z.infer<typeof EventView>;
export const EventResponse = envelope(EventView);

export const ListEventsQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(200).optional(),
    type: EventTypeName.optional().describe("Only events of this type"),
    "created[gte]": z.iso
      .datetime({ offset: true })
      .optional()
      .describe("Only events created at or after this time (ISO 8601, e.g. 2026-11-01T00:00:00Z); with created[lt], a window to reconcile"),
    "created[lt]": z.iso.datetime({ offset: true }).optional().describe("Only events created before this time (ISO 8601)"),
  })
  .strict();
export const EventListResponse = envelope(
  z.object({
    items: z.array(EventView),
    nextCursor: z.string().nullable(),
    total: z
      .number()
      .int()
      .describe("How many events match the filters (type, created[gte], created[lt]), on all pages together, counted up to 1,000: see totalCapped"),
    totalCapped: z.boolean().describe("true when more than 1,000 match: total is then 1,000"),
  }),
);

export const WebhookAttemptView = z.object({
  number: z
    .number()
    .int()
    .describe("1 for the delivery's first attempt; a number missing from the list was claimed by a worker that stopped before it could report"),
  attemptedAt: Timestamp,
  statusCode: z.number().int().nullable().describe("The receiver's HTTP status; null when no answer came (timeout, refused, DNS)"),
  durationMs: z.number().int(),
  responseSnippet: z.string().nullable().describe("The first KB of the answer's body"),
  error: z.string().nullable(),
});

export const WebhookDeliveryView = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  endpointId: z.uuid(),
  status: z.enum(["pending", "succeeded", "failed"]).describe("pending: waiting for its first attempt or a retry; failed: every attempt for three days failed"),
  nextAttemptAt: Timestamp.nullable(),
  lastStatusCode: z.number().int().nullable(),
  deliveredAt: Timestamp.nullable(),
  createdAt: Timestamp,
  attempts: z.array(WebhookAttemptView).describe("Every attempt, oldest first"),
});
export const WebhookDeliveryListResponse = envelope(z.object({ items: z.array(WebhookDeliveryView) }));
export const RedeliverRequest = z
  .object({
    endpointId: z.uuid().optional().describe("Only to this endpoint (even one not subscribed to the type); default: every enabled endpoint subscribed to it"),
  })
  .strict();
export const RedeliverResponse = envelope(z.object({ items: z.array(WebhookDeliveryView) }));

const EndpointUrl = z
  .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
  .max(2048)
  .describe(
    "Where events are POSTed. Addresses on loopback or private networks are refused unless the server allows them (WEBHOOK_ALLOW_PRIVATE; decision 024)",
  );
const EnabledEvents = z
  .array(EnabledEvent)
  .min(1)
  .max(EVENT_TYPES.length + 1)
  .refine((events) => new Set(events).size === events.length, "must not repeat an event type")
  .describe('Event types to send, or ["*"] for all');

export const CreateWebhookEndpointRequest = z.object({ url: EndpointUrl, enabledEvents: EnabledEvents, description: oneLine(0, 500).optional() }).strict();
export type CreateWebhookEndpointRequest = z.infer<typeof CreateWebhookEndpointRequest>;

export const UpdateWebhookEndpointRequest = z
  .object({
    url: EndpointUrl.optional(),
    enabledEvents: EnabledEvents.optional(),
    description: oneLine(0, 500).optional(),
    status: z
      .enum(["enabled", "disabled"])
      .optional()
      .describe("enabled: re-enable an endpoint (its failure count starts again); disabled: stop sending to it"),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: "give at least one of url, enabledEvents, description, status" });
export type UpdateWebhookEndpointRequest = z.infer<typeof UpdateWebhookEndpointRequest>;

export const RotateSecretRequest = z
  .object({
    expiresInHours: z
      .number()
      .int()
      .min(0)
      .max(168)
      .default(24)
      .describe("How long the old secret keeps signing beside the new one (0: stop at once); default 24"),
  })
  .strict();

export const WebhookEndpointView = z.object({
  id: z.uuid(),
  livemode: Livemode.describe("Receives the events of live data (true) or of test data (false)"),
  url: z.string(),
  description: z.string(),
  enabledEvents: z.array(EnabledEvent),
  status: z.enum(["enabled", "disabled"]),
  disabledReason: z.string().nullable().describe("Why it was disabled: by the agency, or after repeated failed deliveries"),
  disabledAt: Timestamp.nullable(),
  previousSecretExpiresAt: Timestamp.nullable().describe("While a rotated-out secret still signs (two v1 signatures), when it stops"),
  consecutiveFailures: z.number().int().describe("Attempts failed in a row; a success resets it"),
  failingSince: Timestamp.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export const WebhookEndpointWithSecret = WebhookEndpointView.extend({
  secret: z.string().describe("The signing secret (Standard Webhooks: whsec_ and the base64 of 32 random bytes, the HMAC key): shown only in this answer"),
});
export const WebhookEndpointResponse = envelope(WebhookEndpointView);
export const WebhookEndpointSecretResponse = envelope(WebhookEndpointWithSecret);
export const WebhookEndpointListResponse = envelope(z.object({ items: z.array(WebhookEndpointView) }));
export const DeletedResponse = envelope(z.object({ id: z.uuid(), deleted: z.literal(true) }));
