// One typed function per /v1 operation the portal calls, each a call of the repository's SDK (sdk/, generated
// from the served OpenAPI document, decision 039) through ./api: the path, its parameters and the body are
// typed by the document, and each returns the `data` of its response envelope, typed by the document and
// checked at run time with the response schema from lib/schemas that it names (./responses, loaded on the
// first call). The resource types below are the SDK's. Failures are ApiError (status, problem type, detail, errors[]).
import type { z } from "zod";
import type { CreateQuoteRequest } from "@/lib/schemas/quote";
import type { paths } from "@/sdk";
import { call } from "./api";
import type { AppetiteFilter, DeskFilter, FolioFilter, InsuredFilter, PolicyFilter } from "./query-keys";

/** The JSON body an operation takes, as the document declares it. */
type Body<P extends keyof paths, M extends "post" | "patch"> = paths[P][M] extends { requestBody?: { content: { "application/json": infer B } } } ? B : never;

/** A query without its empty values: the API reads an absent filter and an empty one alike, and the URL stays short. */
function clean<Q extends Record<string, string | number | boolean | undefined>>(params: Q): Q {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== "")) as Q;
}

interface Page {
  limit?: number;
  cursor?: string;
}

// ---- clients (insureds) ----

/** GET /v1/insureds: the agency's clients, newest first (q: name, DBA or FEIN digits). */
export const listInsureds = (filter: InsuredFilter & Page) =>
  call((c) => c.GET("/v1/insureds", { params: { query: clean({ q: filter.q, limit: filter.limit, cursor: filter.cursor }) } }), "InsuredListResponse");
export type InsuredList = Awaited<ReturnType<typeof listInsureds>>;

/** GET /v1/insureds/{insuredId}: the client with its quotes and policies. */
export const getInsured = (insuredId: string) => call((c) => c.GET("/v1/insureds/{insuredId}", { params: { path: { insuredId } } }), "InsuredDetailResponse");
export type Insured = Awaited<ReturnType<typeof getInsured>>;

/** GET /v1/insureds/{insuredId}/questions: the bank questions these programs ask of the client, with its answers and those to confirm for a renewal. */
export const getClientQuestions = (insuredId: string, programs: readonly string[]) =>
  call(
    (c) => c.GET("/v1/insureds/{insuredId}/questions", { params: { path: { insuredId }, query: { programs: programs.join(",") } } }),
    "QuestionnaireResponse",
  );
export type ClientQuestions = Awaited<ReturnType<typeof getClientQuestions>>;

/** POST /v1/insureds */
export const createInsured = (body: Body<"/v1/insureds", "post">) => call((c) => c.POST("/v1/insureds", { body }), "InsuredResponse");

// ---- quote folios ----

/** GET /v1/quote: the agency's recent folios (q: by insured; status, program; view=sessions: one row per session), or one shopping session's (groupId). */
export const listFolios = (filter: FolioFilter & Page) =>
  call(
    (c) =>
      c.GET("/v1/quote", {
        params: {
          query: clean({
            groupId: filter.groupId,
            q: filter.q,
            status: filter.status,
            program: filter.program,
            referred: filter.referred ? ("true" as const) : undefined,
            view: filter.view,
            limit: filter.limit,
            cursor: filter.cursor,
          }),
        },
      }),
    "FolioListResponse",
  );
export type FolioList = Awaited<ReturnType<typeof listFolios>>;

/** GET /v1/quote/{quoteId} */
export const getFolio = (quoteId: string) => call((c) => c.GET("/v1/quote/{quoteId}", { params: { path: { quoteId } } }), "QuoteFolioResponse");
export type Folio = Awaited<ReturnType<typeof getFolio>>;

/** GET /v1/quote/{quoteId}/session: the latest attempt of every program of the folio's shopping session. */
export const getSession = (quoteId: string) => call((c) => c.GET("/v1/quote/{quoteId}/session", { params: { path: { quoteId } } }), "QuoteSessionResponse");
export type Session = Awaited<ReturnType<typeof getSession>>;
export type SessionCard = Session["quotes"][number];

/**
 * POST /v1/quote. The body is the schema the server validates with (CreateQuoteRequest: every rating field
 * optional, the line's required ones checked after), which the quote form's own schema produces; the document
 * declares the stricter union per line (decision 034), which a form value of either line satisfies once valid.
 */
export const createQuote = (body: z.input<typeof CreateQuoteRequest>) =>
  call((c) => c.POST("/v1/quote", { body: body as Body<"/v1/quote", "post"> }), "CreateQuoteResponse");
export type CreatedQuote = Awaited<ReturnType<typeof createQuote>>;

/** POST /v1/quote/{quoteId}: a new folio in the same group with what changed. */
export const requote = (quoteId: string, body: Body<"/v1/quote/{quoteId}", "post">) =>
  call((c) => c.POST("/v1/quote/{quoteId}", { params: { path: { quoteId } }, body }), "CreateQuoteResponse");

/** POST /v1/quote/{quoteId}/requote-preview: what the same re-quote would change, recording nothing. */
export const previewRequote = (quoteId: string, body: Body<"/v1/quote/{quoteId}/requote-preview", "post">) =>
  call((c) => c.POST("/v1/quote/{quoteId}/requote-preview", { params: { path: { quoteId } }, body }), "RequotePreviewResponse");
export type RequotePreview = Awaited<ReturnType<typeof previewRequote>>;

/** GET /v1/quote/{quoteId}/applications/{quoteRequestId} */
export const getApplication = (quoteId: string, quoteRequestId: string) =>
  call((c) => c.GET("/v1/quote/{quoteId}/applications/{quoteRequestId}", { params: { path: { quoteId, quoteRequestId } } }), "ApplicationDetailResponse");
export type Application = Awaited<ReturnType<typeof getApplication>>;

/** POST /v1/quote/{quoteId}/applications/{quoteRequestId}/form: partial saves; null clears an answer. Answers with the application. */
export const saveAnswers = (quoteId: string, quoteRequestId: string, answers: Record<string, unknown>) =>
  call(
    (c) => c.POST("/v1/quote/{quoteId}/applications/{quoteRequestId}/form", { params: { path: { quoteId, quoteRequestId } }, body: { form_payload: answers } }),
    "ApplicationDetailResponse",
  );

/** POST .../referral-note: the agency's note to the carrier's underwriter on a referred application. */
export const saveReferralNote = (quoteId: string, quoteRequestId: string, note: string) =>
  call(
    (c) => c.POST("/v1/quote/{quoteId}/applications/{quoteRequestId}/referral-note", { params: { path: { quoteId, quoteRequestId } }, body: { note } }),
    "ApplicationDetailResponse",
  );

// ---- rating ----

/** POST /v1/rate/sensitivity */
export const sensitivity = (body: Body<"/v1/rate/sensitivity", "post">) => call((c) => c.POST("/v1/rate/sensitivity", { body }), "SensitivityResponse");
export type Sensitivity = Awaited<ReturnType<typeof sensitivity>>;

// ---- binding and payment ----

export type BindRequest = Body<"/v1/bind", "post">;
export type Payment = BindRequest["payment"];

/** GET .../coverage-check: policies that already cover this application's line for the insured (bind would refuse). */
export const checkCoverage = (quoteId: string, quoteRequestId: string) =>
  call(
    (c) => c.GET("/v1/quote/{quoteId}/applications/{quoteRequestId}/coverage-check", { params: { path: { quoteId, quoteRequestId } } }),
    "CoverageCheckResponse",
  );

/** POST /v1/bind. One Idempotency-Key per payment attempt (see useAttemptKey). */
export const bind = (body: BindRequest, idempotencyKey: string) =>
  call((c) => c.POST("/v1/bind", { params: { header: { "Idempotency-Key": idempotencyKey } }, body }), "BindResponse");
export type BindResult = Awaited<ReturnType<typeof bind>>;

/** The payment id in a confirmUrl a 402 payment_requires_action gave (/v1/payments/{id}/confirm or /v1/pay/{token}/payments/{id}/confirm). */
function confirmUrlParts(confirmUrl: string): { token?: string; paymentId: string } {
  const m = /^\/v1\/(?:pay\/([^/]+)\/)?payments\/([^/]+)\/confirm$/.exec(confirmUrl.split("?")[0] ?? "");
  if (!m?.[2]) throw new Error(`Not a payment confirmation URL: ${confirmUrl}`);
  return { ...(m[1] ? { token: decodeURIComponent(m[1]) } : {}), paymentId: decodeURIComponent(m[2]) };
}

/** POST /v1/payments/{paymentId}/confirm (the confirmUrl a 402 payment_requires_action gave): finishes the bind after 3-D Secure. */
export const confirmBind = (confirmUrl: string) =>
  call((c) => c.POST("/v1/payments/{paymentId}/confirm", { params: { path: { paymentId: confirmUrlParts(confirmUrl).paymentId } } }), "BindResponse");

/** POST /v1/pay/{token}/payments/{paymentId}/confirm: finishes a checkout link's payment after 3-D Secure. */
export const confirmPayWithLink = (confirmUrl: string) => {
  const { token = "", paymentId } = confirmUrlParts(confirmUrl);
  return call((c) => c.POST("/v1/pay/{token}/payments/{paymentId}/confirm", { params: { path: { token, paymentId } } }), "PayWithLinkResponse");
};

/** POST /v1/quote/{quoteId}/pay-links: a customer checkout link. */
export const createPayLink = (quoteId: string, body: Body<"/v1/quote/{quoteId}/pay-links", "post">) =>
  call((c) => c.POST("/v1/quote/{quoteId}/pay-links", { params: { path: { quoteId } }, body }), "PayLinkResponse");

/** GET /v1/quote/{quoteId}/pay-links: the folio's links and their status. */
export const listPayLinks = (quoteId: string) => call((c) => c.GET("/v1/quote/{quoteId}/pay-links", { params: { path: { quoteId } } }), "PayLinkListResponse");
export type PayLinkItem = Awaited<ReturnType<typeof listPayLinks>>["items"][number];

/** GET /v1/messages: the agency's outbox, newest first. */
export const listMessages = (filter: Page) =>
  call((c) => c.GET("/v1/messages", { params: { query: clean({ limit: filter.limit, cursor: filter.cursor }) } }), "MessageListResponse");
export type MessageItem = Awaited<ReturnType<typeof listMessages>>["items"][number];
/** GET /v1/messages/{id}: one message with its bodies. */
export const getMessage = (messageId: string) => call((c) => c.GET("/v1/messages/{messageId}", { params: { path: { messageId } } }), "MessageResponse");

/** POST /v1/pay/{token}: the customer pays a link (no session: the token is the credential). */
export const payWithLink = (token: string, payment: Payment) =>
  call((c) => c.POST("/v1/pay/{token}", { params: { path: { token } }, body: { payment } }), "PayWithLinkResponse");

/** POST /v1/pay/policy/{token}: the insured pays what a policy pay link asks for (the token is the credential). */
export const payPolicyLink = (token: string, payment: Payment) =>
  call((c) => c.POST("/v1/pay/policy/{token}", { params: { path: { token } }, body: { payment } }), "PolicyPayLinkSummaryResponse");

// ---- policies ----

/** GET /v1/policies */
export const listPolicies = (filter: PolicyFilter & Page) =>
  call((c) => c.GET("/v1/policies", { params: { query: clean({ q: filter.q, limit: filter.limit, cursor: filter.cursor }) } }), "PolicyListResponse");

/** GET /v1/policies/{policyId} */
export const getPolicy = (policyId: string) => call((c) => c.GET("/v1/policies/{policyId}", { params: { path: { policyId } } }), "PolicyResponse");
export type Policy = Awaited<ReturnType<typeof getPolicy>>;

/** GET /v1/policies/{policyId}/renewal: the renewal offer and where it stands. */
export const getRenewal = (policyId: string) => call((c) => c.GET("/v1/policies/{policyId}/renewal", { params: { path: { policyId } } }), "RenewalResponse");

/** POST /v1/policies/{policyId}/cancellation/rescind: withdraw a scheduled cancellation. */
export const rescindCancellation = (policyId: string) =>
  call((c) => c.POST("/v1/policies/{policyId}/cancellation/rescind", { params: { path: { policyId } } }), "PolicyResponse");

/** POST /v1/policies/{policyId}/renewal-payment: what is due next (installment, balance due) or, when nothing is, the renewal offer. */
export const payInstallment = (policyId: string, payment: Payment, idempotencyKey: string) =>
  call(
    (c) =>
      c.POST("/v1/policies/{policyId}/renewal-payment", { params: { path: { policyId }, header: { "Idempotency-Key": idempotencyKey } }, body: { payment } }),
    "RenewalPaymentResponse",
  );

/** POST /v1/policies/{policyId}/pay-links: a link the insured opens to pay what the policy owes next. */
export const createPolicyPayLink = (policyId: string) =>
  call((c) => c.POST("/v1/policies/{policyId}/pay-links", { params: { path: { policyId } } }), "PolicyPayLinkCreatedResponse");

/** POST /v1/policies/{policyId}/cancel (preview: true only prices the refund). */
export const cancelPolicy = (policyId: string, body: Body<"/v1/policies/{policyId}/cancel", "post">) =>
  call((c) => c.POST("/v1/policies/{policyId}/cancel", { params: { path: { policyId } }, body }), "CancelResponse");

/** POST /v1/policies/{policyId}/certificates: a certificate of insurance for a holder. One Idempotency-Key per certificate asked for. */
export const issueCertificate = (policyId: string, body: Body<"/v1/policies/{policyId}/certificates", "post">, idempotencyKey: string) =>
  call(
    (c) => c.POST("/v1/policies/{policyId}/certificates", { params: { path: { policyId }, header: { "Idempotency-Key": idempotencyKey } }, body }),
    "CertificateResponse",
  );

// ---- programs and appetite ----

type ProgramTypeFilter = NonNullable<NonNullable<paths["/v1/programs"]["get"]["parameters"]["query"]>["type"]>;
/** GET /v1/programs?type= */
export const listPrograms = (type?: ProgramTypeFilter) => call((c) => c.GET("/v1/programs", { params: { query: clean({ type }) } }), "ProgramListResponse");
export type ProgramList = Awaited<ReturnType<typeof listPrograms>>;

/** GET /v1/appetite/classifications/{classificationId}/appetites: which programs write the class, and why not. */
export const listAppetites = (classificationId: string, filter: AppetiteFilter) =>
  call(
    (c) => c.GET("/v1/appetite/classifications/{classificationId}/appetites", { params: { path: { classificationId }, query: clean({ ...filter }) } }),
    "AppetitesResponse",
  );

/** GET /v1/appetite/naics?q= */
export const searchNaics = (q: string, limit?: number) =>
  call((c) => c.GET("/v1/appetite/naics", { params: { query: clean({ q, limit }) } }), "NaicsSearchResponse");

/** GET /v1/appetite/naics/{naicsCode}/classifications */
export const listNaicsClassifications = (naicsCode: string) =>
  call((c) => c.GET("/v1/appetite/naics/{naicsCode}/classifications", { params: { path: { naicsCode } } }), "ClassificationsResponse");

// ---- webhooks (decision 024) ----

/** GET /v1/webhook-endpoints */
export const listWebhookEndpoints = () => call((c) => c.GET("/v1/webhook-endpoints"), "WebhookEndpointListResponse");
export type WebhookEndpoint = Awaited<ReturnType<typeof listWebhookEndpoints>>["items"][number];
/** POST /v1/webhook-endpoints: the answer carries the signing secret, shown only once. */
export const createWebhookEndpoint = (body: Body<"/v1/webhook-endpoints", "post">) =>
  call((c) => c.POST("/v1/webhook-endpoints", { body }), "WebhookEndpointSecretResponse");
/** PATCH /v1/webhook-endpoints/{id}: enable or disable, or change what it receives. */
export const updateWebhookEndpoint = (endpointId: string, body: Body<"/v1/webhook-endpoints/{endpointId}", "patch">) =>
  call((c) => c.PATCH("/v1/webhook-endpoints/{endpointId}", { params: { path: { endpointId } }, body }), "WebhookEndpointResponse");
/** DELETE /v1/webhook-endpoints/{id} */
export const deleteWebhookEndpoint = (endpointId: string) =>
  call((c) => c.DELETE("/v1/webhook-endpoints/{endpointId}", { params: { path: { endpointId } } }), "DeletedResponse");
/** POST /v1/webhook-endpoints/{id}/rotate-secret: a new secret; the old one signs beside it for a day. */
export const rotateWebhookSecret = (endpointId: string) =>
  call((c) => c.POST("/v1/webhook-endpoints/{endpointId}/rotate-secret", { params: { path: { endpointId } }, body: {} }), "WebhookEndpointSecretResponse");
/** GET /v1/audit-events: the agency's audit log, newest first; `filter` is auditQuery's (lib/client/audit.ts). */
export const listAuditEvents = (filter: Record<string, string>, page: Page = {}) =>
  call((c) => c.GET("/v1/audit-events", { params: { query: clean({ ...filter, limit: page.limit, cursor: page.cursor }) } }), "AuditEventListResponse");
export type AuditEvent = Awaited<ReturnType<typeof listAuditEvents>>["items"][number];
/** GET /v1/events: the newest events. */
export const listEvents = (limit = 20) => call((c) => c.GET("/v1/events", { params: { query: { limit } } }), "EventListResponse");
export type WebhookEvent = Awaited<ReturnType<typeof listEvents>>["items"][number];
/** GET /v1/events/{id}/deliveries: each endpoint's delivery with every attempt. */
export const listEventDeliveries = (eventId: string) =>
  call((c) => c.GET("/v1/events/{eventId}/deliveries", { params: { path: { eventId } } }), "WebhookDeliveryListResponse");
export type WebhookDelivery = Awaited<ReturnType<typeof listEventDeliveries>>["items"][number];
/** POST /v1/events/{id}/redeliver: sends the event again to every endpoint subscribed to it. */
export const redeliverEvent = (eventId: string) =>
  call((c) => c.POST("/v1/events/{eventId}/redeliver", { params: { path: { eventId } }, body: {} }), "RedeliverResponse");

// ---- API keys (decision 040) ----

/** GET /v1/api-keys: newest first, revoked ones too. */
export const listApiKeys = () => call((c) => c.GET("/v1/api-keys"), "ApiKeyListResponse");
export type ApiKey = Awaited<ReturnType<typeof listApiKeys>>["items"][number];
/** POST /v1/api-keys: the answer carries the key itself, shown only once. */
export const createApiKey = (body: Body<"/v1/api-keys", "post">) => call((c) => c.POST("/v1/api-keys", { body }), "ApiKeySecretResponse");
/** POST /v1/api-keys/{id}/revoke */
export const revokeApiKey = (keyId: string) => call((c) => c.POST("/v1/api-keys/{keyId}/revoke", { params: { path: { keyId } } }), "ApiKeyResponse");

// ---- your own account: portal sessions (decision 057; any signed-in user, never a key) ----

/** GET /v1/me/sessions: your live sessions, this browser's first (current). */
export const listMySessions = () => call((c) => c.GET("/v1/me/sessions"), "PortalSessionListResponse");
export type MySession = Awaited<ReturnType<typeof listMySessions>>["items"][number];
/** POST /v1/me/sessions/{id}/revoke: another of your sessions (404 when it has already ended, 409 current_session for this one). */
export const revokeMySession = (sessionId: string) =>
  call((c) => c.POST("/v1/me/sessions/{sessionId}/revoke", { params: { path: { sessionId } } }), "RevokedPortalSessionResponse");
/** POST /v1/me/sessions/revoke-others: every session of yours but this one; answers how many. */
export const revokeMyOtherSessions = () => call((c) => c.POST("/v1/me/sessions/revoke-others"), "RevokedOtherSessionsResponse");

// ---- the underwriting desk (carriers' underwriters, decision 040) ----

/** GET /v1/underwriting/referrals: open ones oldest first, or decided ones newest first. */
export const listReferrals = (filter: DeskFilter & Page) =>
  call(
    (c) =>
      c.GET("/v1/underwriting/referrals", {
        params: {
          query: clean({
            status: filter.status,
            program: filter.program,
            state: filter.state,
            agency: filter.agency,
            older_than_hours: filter.olderThanHours,
            limit: filter.limit,
            cursor: filter.cursor,
          }),
        },
      }),
    "ReferralListResponse",
  );
export type ReferralList = Awaited<ReturnType<typeof listReferrals>>;
/** GET /v1/underwriting/referrals/{id}: the risk, the answers, the agency's note. */
export const getReferral = (applicationId: string) =>
  call((c) => c.GET("/v1/underwriting/referrals/{applicationId}", { params: { path: { applicationId } } }), "ReferralResponse");
export type Referral = Awaited<ReturnType<typeof getReferral>>;
/** POST /v1/underwriting/referrals/{id}/decision */
export const decideReferral = (applicationId: string, decision: "approve" | "decline", note: string) =>
  call(
    (c) => c.POST("/v1/underwriting/referrals/{applicationId}/decision", { params: { path: { applicationId } }, body: { decision, note } }),
    "ReferralResponse",
  );

/** GET /v1/underwriting/users: the carrier's underwriters, then pending invitations (decision 044). */
export const listUnderwriters = () => call((c) => c.GET("/v1/underwriting/users"), "PeopleListResponse");
/** POST /v1/underwriting/invitations: invites an underwriter of the same carrier; the link goes by email only. */
export const inviteUnderwriter = (body: Body<"/v1/underwriting/invitations", "post">) =>
  call((c) => c.POST("/v1/underwriting/invitations", { body: { email: body.email, name: body.name } }), "InvitationResponse");

/** POST /v1/underwriting/invitations/{id}/revoke */
export const revokeUnderwriterInvitation = (invitationId: string) =>
  call((c) => c.POST("/v1/underwriting/invitations/{invitationId}/revoke", { params: { path: { invitationId } } }), "InvitationResponse");

// ---- people (decision 041) ----

/** GET /v1/users: users by name, then pending invitations. */
export const listPeople = () => call((c) => c.GET("/v1/users"), "PeopleListResponse");
export type Person = Awaited<ReturnType<typeof listPeople>>["items"][number];
/** POST /v1/invitations: the link goes by email only. */
export const inviteUser = (body: Body<"/v1/invitations", "post">) => call((c) => c.POST("/v1/invitations", { body }), "InvitationResponse");
/** POST /v1/invitations/{id}/revoke */
export const revokeInvitation = (invitationId: string) =>
  call((c) => c.POST("/v1/invitations/{invitationId}/revoke", { params: { path: { invitationId } } }), "InvitationResponse");
/** PATCH /v1/users/{id}: a new role. */
export const updateUser = (userId: string, body: Body<"/v1/users/{userId}", "patch">) =>
  call((c) => c.PATCH("/v1/users/{userId}", { params: { path: { userId } }, body }), "UserResponse");
/** POST /v1/users/{id}/deactivate: every session of theirs ends. */
export const deactivateUser = (userId: string) => call((c) => c.POST("/v1/users/{userId}/deactivate", { params: { path: { userId } } }), "UserResponse");
/** POST /v1/users/{id}/reactivate */
export const reactivateUser = (userId: string) => call((c) => c.POST("/v1/users/{userId}/reactivate", { params: { path: { userId } } }), "UserResponse");
/** GET /v1/agency/settings: whether producers see the whole book (decision 045). */
export const getAgencySettings = () => call((c) => c.GET("/v1/agency/settings"), "AgencySettingsResponse");
/** PATCH /v1/agency/settings (administrators). */
export const updateAgencySettings = (body: Body<"/v1/agency/settings", "patch">) =>
  call((c) => c.PATCH("/v1/agency/settings", { body }), "AgencySettingsResponse");
/** POST /v1/invitations/accept: no session; the token is the credential. */
export const acceptInvitation = (body: Body<"/v1/invitations/accept", "post">) =>
  call((c) => c.POST("/v1/invitations/accept", { body }), "AcceptedInvitationResponse");
/** POST /v1/password-resets: the same answer whether or not the account exists. */
export const requestPasswordReset = (email: string) => call((c) => c.POST("/v1/password-resets", { body: { email } }), "PasswordResetRequestedResponse");
/** POST /v1/password-resets/complete: no session; the token is the credential. */
export const resetPassword = (body: Body<"/v1/password-resets/complete", "post">) =>
  call((c) => c.POST("/v1/password-resets/complete", { body }), "PasswordResetDoneResponse");
