// One typed function per /v1 operation the portal calls. Each sends the request body typed by the
// operation's request schema and returns the `data` of its response envelope, parsed with the response
// schema from lib/schemas that it names (./responses, loaded on the first call). Only types come from
// lib/schemas here, so no page ships zod for them. Failures are ApiError (status, problem type, detail, errors[]).
import type { z } from "zod";
import type { CancelRequest, CertificateRequest, PayLinkRequest, PaymentInput, BindRequest } from "@/lib/schemas/bind";
import type { CreateQuoteRequest, ProgramType, RequoteRequest } from "@/lib/schemas/quote";
import type { SensitivityRequest } from "@/lib/schemas/rate";
import type { CreateWebhookEndpointRequest, UpdateWebhookEndpointRequest } from "@/lib/schemas/webhooks";
import { apiFetch, type ResponseData as Data } from "./api";
import type { CreateInsuredRequest } from "@/lib/schemas/insureds";
import type { UpdateAgencySettingsRequest } from "@/lib/schemas/agency-settings";
import type {
  AcceptInvitationRequest,
  CreateApiKeyRequest,
  CreateInvitationRequest,
  CreateUnderwriterInvitationRequest,
  ResetPasswordRequest,
  UpdateUserRequest,
} from "@/lib/schemas/team";
import type { AppetiteFilter, DeskFilter, FolioFilter, InsuredFilter, PolicyFilter } from "./query-keys";

const seg = encodeURIComponent;

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") search.set(key, String(value));
  const s = search.toString();
  return s ? `?${s}` : "";
}

interface Page {
  limit?: number;
  cursor?: string;
}

// ---- clients (insureds) ----

export type InsuredList = Data<"InsuredListResponse">;
export type Insured = Data<"InsuredDetailResponse">;

/** GET /v1/insureds: the agency's clients, newest first (q: name, DBA or FEIN digits). */
export const listInsureds = (filter: InsuredFilter & Page) =>
  apiFetch("GET", `/v1/insureds${query({ q: filter.q, limit: filter.limit, cursor: filter.cursor })}`, "InsuredListResponse");

/** GET /v1/insureds/{insuredId}: the client with its quotes and policies. */
export const getInsured = (insuredId: string) => apiFetch("GET", `/v1/insureds/${seg(insuredId)}`, "InsuredDetailResponse");

/** POST /v1/insureds */
export const createInsured = (body: z.input<typeof CreateInsuredRequest>) => apiFetch("POST", "/v1/insureds", "InsuredResponse", { body });

// ---- quote folios ----

export type FolioList = Data<"FolioListResponse">;
export type Folio = Data<"QuoteFolioResponse">;
export type CreatedQuote = Data<"CreateQuoteResponse">;
export type Application = Data<"ApplicationDetailResponse">;

/** GET /v1/quote: the agency's recent folios (q: by insured; status, program; view=sessions: one row per session), or one shopping session's (groupId). */
export const listFolios = (filter: FolioFilter & Page) =>
  apiFetch(
    "GET",
    `/v1/quote${query({
      groupId: filter.groupId,
      q: filter.q,
      status: filter.status,
      program: filter.program,
      referred: filter.referred ? "true" : undefined,
      view: filter.view,
      limit: filter.limit,
      cursor: filter.cursor,
    })}`,
    "FolioListResponse",
  );

/** GET /v1/quote/{quoteId} */
export const getFolio = (quoteId: string) => apiFetch("GET", `/v1/quote/${seg(quoteId)}`, "QuoteFolioResponse");

export type Session = Data<"QuoteSessionResponse">;
export type SessionCard = Session["quotes"][number];

/** GET /v1/quote/{quoteId}/session: the latest attempt of every program of the folio's shopping session. */
export const getSession = (quoteId: string) => apiFetch("GET", `/v1/quote/${seg(quoteId)}/session`, "QuoteSessionResponse");

/** POST /v1/quote */
export const createQuote = (body: z.input<typeof CreateQuoteRequest>) => apiFetch("POST", "/v1/quote", "CreateQuoteResponse", { body });

/** POST /v1/quote/{quoteId}: a new folio in the same group with what changed. */
export const requote = (quoteId: string, body: z.input<typeof RequoteRequest>) =>
  apiFetch("POST", `/v1/quote/${seg(quoteId)}`, "CreateQuoteResponse", { body });

/** POST /v1/quote/{quoteId}/requote-preview: what the same re-quote would change, recording nothing. */
export const previewRequote = (quoteId: string, body: z.input<typeof RequoteRequest>) =>
  apiFetch("POST", `/v1/quote/${seg(quoteId)}/requote-preview`, "RequotePreviewResponse", { body });
export type RequotePreview = Data<"RequotePreviewResponse">;
/** GET /v1/quote/{quoteId}/applications/{quoteRequestId} */
export const getApplication = (quoteId: string, applicationId: string) =>
  apiFetch("GET", `/v1/quote/${seg(quoteId)}/applications/${seg(applicationId)}`, "ApplicationDetailResponse");

/** POST /v1/quote/{quoteId}/applications/{quoteRequestId}/form: partial saves; null clears an answer. Answers with the application. */
export const saveAnswers = (quoteId: string, applicationId: string, answers: Record<string, unknown>) =>
  apiFetch("POST", `/v1/quote/${seg(quoteId)}/applications/${seg(applicationId)}/form`, "ApplicationDetailResponse", { body: { form_payload: answers } });

/** POST .../referral-note: the agency's note to the carrier's underwriter on a referred application. */
export const saveReferralNote = (quoteId: string, applicationId: string, note: string) =>
  apiFetch("POST", `/v1/quote/${seg(quoteId)}/applications/${seg(applicationId)}/referral-note`, "ApplicationDetailResponse", { body: { note } });

// ---- rating ----

export type Sensitivity = Data<"SensitivityResponse">;

/** POST /v1/rate/sensitivity */
export const sensitivity = (body: z.input<typeof SensitivityRequest>) => apiFetch("POST", "/v1/rate/sensitivity", "SensitivityResponse", { body });

// ---- binding and payment ----

export type Payment = z.input<typeof PaymentInput>;
export type BindResult = Data<"BindResponse">;

/** GET .../coverage-check: policies that already cover this application's line for the insured (bind would refuse). */
export const checkCoverage = (quoteId: string, applicationId: string) =>
  apiFetch("GET", `/v1/quote/${seg(quoteId)}/applications/${seg(applicationId)}/coverage-check`, "CoverageCheckResponse");

/** POST /v1/bind. One Idempotency-Key per payment attempt (see useAttemptKey). */
export const bind = (body: z.input<typeof BindRequest>, idempotencyKey: string) =>
  apiFetch("POST", "/v1/bind", "BindResponse", { body, headers: { "Idempotency-Key": idempotencyKey } });

/** POST /v1/payments/{paymentId}/confirm (the confirmUrl a 402 payment_requires_action gave): finishes the bind after 3-D Secure. */
export const confirmBind = (confirmUrl: string) => apiFetch("POST", confirmUrl, "BindResponse", { body: {} });

/** POST /v1/pay/{token}/payments/{paymentId}/confirm: finishes a checkout link's payment after 3-D Secure. */
export const confirmPayWithLink = (confirmUrl: string) => apiFetch("POST", confirmUrl, "PayWithLinkResponse", { body: {} });

/** POST /v1/quote/{quoteId}/pay-links: a customer checkout link. */
export const createPayLink = (quoteId: string, body: z.input<typeof PayLinkRequest>) =>
  apiFetch("POST", `/v1/quote/${seg(quoteId)}/pay-links`, "PayLinkResponse", { body });

export type PayLinkItem = Data<"PayLinkListResponse">["items"][number];
/** GET /v1/quote/{quoteId}/pay-links: the folio's links and their status. */
export const listPayLinks = (quoteId: string) => apiFetch("GET", `/v1/quote/${seg(quoteId)}/pay-links`, "PayLinkListResponse");

export type MessageItem = Data<"MessageListResponse">["items"][number];
/** GET /v1/messages: the agency's outbox, newest first. */
export const listMessages = (filter: { limit?: number; cursor?: string }) =>
  apiFetch("GET", `/v1/messages${query({ limit: filter.limit, cursor: filter.cursor })}`, "MessageListResponse");
/** GET /v1/messages/{id}: one message with its bodies. */
export const getMessage = (id: string) => apiFetch("GET", `/v1/messages/${seg(id)}`, "MessageResponse");

/** POST /v1/pay/{token}: the customer pays a link (no session: the token is the credential). */
export const payWithLink = (token: string, payment: Payment) => apiFetch("POST", `/v1/pay/${seg(token)}`, "PayWithLinkResponse", { body: { payment } });

/** POST /v1/pay/policy/{token}: the insured pays what a policy pay link asks for (the token is the credential). */
export const payPolicyLink = (token: string, payment: Payment) =>
  apiFetch("POST", `/v1/pay/policy/${seg(token)}`, "PolicyPayLinkSummaryResponse", { body: { payment } });

// ---- policies ----

export type Policy = Data<"PolicyResponse">;

/** GET /v1/policies */
export const listPolicies = (filter: PolicyFilter & Page) =>
  apiFetch("GET", `/v1/policies${query({ q: filter.q, limit: filter.limit, cursor: filter.cursor })}`, "PolicyListResponse");

/** GET /v1/policies/{policyId} */
export const getPolicy = (policyId: string) => apiFetch("GET", `/v1/policies/${seg(policyId)}`, "PolicyResponse");

/** GET /v1/policies/{policyId}/renewal: the renewal offer and where it stands. */
export const getRenewal = (policyId: string) => apiFetch("GET", `/v1/policies/${seg(policyId)}/renewal`, "RenewalResponse");

/** POST /v1/policies/{policyId}/cancellation/rescind: withdraw a scheduled cancellation. */
export const rescindCancellation = (policyId: string) => apiFetch("POST", `/v1/policies/${seg(policyId)}/cancellation/rescind`, "PolicyResponse", { body: {} });

/** POST /v1/policies/{policyId}/renewal-payment: what is due next (installment, balance due) or, when nothing is, the renewal offer. */
export const payInstallment = (policyId: string, payment: Payment, idempotencyKey: string) =>
  apiFetch("POST", `/v1/policies/${seg(policyId)}/renewal-payment`, "RenewalPaymentResponse", {
    body: { payment },
    headers: { "Idempotency-Key": idempotencyKey },
  });

/** POST /v1/policies/{policyId}/pay-links: a link the insured opens to pay what the policy owes next. */
export const createPolicyPayLink = (policyId: string) =>
  apiFetch("POST", `/v1/policies/${seg(policyId)}/pay-links`, "PolicyPayLinkCreatedResponse", { body: {} });

/** POST /v1/policies/{policyId}/cancel (preview: true only prices the refund). */
export const cancelPolicy = (policyId: string, body: z.input<typeof CancelRequest>) =>
  apiFetch("POST", `/v1/policies/${seg(policyId)}/cancel`, "CancelResponse", { body });

/** POST /v1/policies/{policyId}/certificates: a certificate of insurance for a holder. One Idempotency-Key per certificate asked for. */
export const issueCertificate = (policyId: string, body: z.input<typeof CertificateRequest>, idempotencyKey: string) =>
  apiFetch("POST", `/v1/policies/${seg(policyId)}/certificates`, "CertificateResponse", { body, headers: { "Idempotency-Key": idempotencyKey } });

// ---- programs and appetite ----

export type ProgramList = Data<"ProgramListResponse">;

/** GET /v1/programs?type= */
export const listPrograms = (type?: z.infer<typeof ProgramType>) => apiFetch("GET", `/v1/programs${query({ type })}`, "ProgramListResponse");

/** GET /v1/appetite/classifications/{classCode}/appetites: which programs write the class, and why not. */
export const listAppetites = (classCode: string, filter: AppetiteFilter) =>
  apiFetch("GET", `/v1/appetite/classifications/${seg(classCode)}/appetites${query({ ...filter })}`, "AppetitesResponse");

/** GET /v1/appetite/naics?q= */
export const searchNaics = (q: string, limit?: number) => apiFetch("GET", `/v1/appetite/naics${query({ q, limit })}`, "NaicsSearchResponse");

/** GET /v1/appetite/naics/{naicsCode}/classifications */
export const listNaicsClassifications = (naicsCode: string) =>
  apiFetch("GET", `/v1/appetite/naics/${seg(naicsCode)}/classifications`, "ClassificationsResponse");

// ---- webhooks (decision 024) ----

export type WebhookEndpoint = Data<"WebhookEndpointResponse">;
export type WebhookEvent = Data<"EventListResponse">["items"][number];
export type WebhookDelivery = Data<"WebhookDeliveryListResponse">["items"][number];

/** GET /v1/webhook-endpoints */
export const listWebhookEndpoints = () => apiFetch("GET", "/v1/webhook-endpoints", "WebhookEndpointListResponse");
/** POST /v1/webhook-endpoints: the answer carries the signing secret, shown only once. */
export const createWebhookEndpoint = (body: CreateWebhookEndpointRequest) =>
  apiFetch("POST", "/v1/webhook-endpoints", "WebhookEndpointSecretResponse", { body });
/** PATCH /v1/webhook-endpoints/{id}: enable or disable, or change what it receives. */
export const updateWebhookEndpoint = (id: string, body: UpdateWebhookEndpointRequest) =>
  apiFetch("PATCH", `/v1/webhook-endpoints/${seg(id)}`, "WebhookEndpointResponse", { body });
/** DELETE /v1/webhook-endpoints/{id} */
export const deleteWebhookEndpoint = (id: string) => apiFetch("DELETE", `/v1/webhook-endpoints/${seg(id)}`, "DeletedResponse", { body: {} });
/** POST /v1/webhook-endpoints/{id}/rotate-secret: a new secret; the old one signs beside it for a day. */
export const rotateWebhookSecret = (id: string) =>
  apiFetch("POST", `/v1/webhook-endpoints/${seg(id)}/rotate-secret`, "WebhookEndpointSecretResponse", { body: {} });
export type AuditEvent = Data<"AuditEventListResponse">["items"][number];
/** GET /v1/audit-events: the agency's audit log, newest first; `filter` is auditQuery's (lib/client/audit.ts). */
export const listAuditEvents = (filter: Record<string, string>, page: { limit?: number; cursor?: string } = {}) =>
  apiFetch("GET", `/v1/audit-events${query({ ...filter, limit: page.limit, cursor: page.cursor })}`, "AuditEventListResponse");
/** GET /v1/events: the newest events. */
export const listEvents = (limit = 20) => apiFetch("GET", `/v1/events${query({ limit })}`, "EventListResponse");
/** GET /v1/events/{id}/deliveries: each endpoint's delivery with every attempt. */
export const listEventDeliveries = (eventId: string) => apiFetch("GET", `/v1/events/${seg(eventId)}/deliveries`, "WebhookDeliveryListResponse");
/** POST /v1/events/{id}/redeliver: sends the event again to every endpoint subscribed to it. */
export const redeliverEvent = (eventId: string) => apiFetch("POST", `/v1/events/${seg(eventId)}/redeliver`, "RedeliverResponse", { body: {} });

// ---- API keys (decision 040) ----

export type ApiKey = Data<"ApiKeyResponse">;

/** GET /v1/api-keys: newest first, revoked ones too. */
export const listApiKeys = () => apiFetch("GET", "/v1/api-keys", "ApiKeyListResponse");
/** POST /v1/api-keys: the answer carries the key itself, shown only once. */
export const createApiKey = (body: CreateApiKeyRequest) => apiFetch("POST", "/v1/api-keys", "ApiKeySecretResponse", { body });
/** POST /v1/api-keys/{id}/revoke */
export const revokeApiKey = (id: string) => apiFetch("POST", `/v1/api-keys/${seg(id)}/revoke`, "ApiKeyResponse", { body: {} });

// ---- the underwriting desk (carriers' underwriters, decision 040) ----

export type Referral = Data<"ReferralResponse">;
export type ReferralList = Data<"ReferralListResponse">;

/** GET /v1/underwriting/referrals: open ones oldest first, or decided ones newest first. */
export const listReferrals = (filter: DeskFilter & Page) =>
  apiFetch(
    "GET",
    `/v1/underwriting/referrals${query({
      status: filter.status,
      program: filter.program,
      state: filter.state,
      agency: filter.agency,
      older_than_hours: filter.olderThanHours,
      limit: filter.limit,
      cursor: filter.cursor,
    })}`,
    "ReferralListResponse",
  );
/** GET /v1/underwriting/referrals/{id}: the risk, the answers, the agency's note. */
export const getReferral = (id: string) => apiFetch("GET", `/v1/underwriting/referrals/${seg(id)}`, "ReferralResponse");
/** POST /v1/underwriting/referrals/{id}/decision */
export const decideReferral = (id: string, decision: "approve" | "decline", note: string) =>
  apiFetch("POST", `/v1/underwriting/referrals/${seg(id)}/decision`, "ReferralResponse", { body: { decision, note } });

/** GET /v1/underwriting/users: the carrier's underwriters, then pending invitations (decision 044). */
export const listUnderwriters = () => apiFetch("GET", "/v1/underwriting/users", "PeopleListResponse");
/** POST /v1/underwriting/invitations: invites an underwriter of the same carrier; the link goes by email only. */
export const inviteUnderwriter = (body: CreateUnderwriterInvitationRequest) =>
  apiFetch("POST", "/v1/underwriting/invitations", "InvitationResponse", { body: { email: body.email, name: body.name } });

/** POST /v1/underwriting/invitations/{id}/revoke */
export const revokeUnderwriterInvitation = (id: string) =>
  apiFetch("POST", `/v1/underwriting/invitations/${seg(id)}/revoke`, "InvitationResponse", { body: {} });

// ---- people (decision 041) ----

export type Person = Data<"PeopleListResponse">["items"][number];

/** GET /v1/users: users by name, then pending invitations. */
export const listPeople = () => apiFetch("GET", "/v1/users", "PeopleListResponse");
/** POST /v1/invitations: the link goes by email only. */
export const inviteUser = (body: CreateInvitationRequest) => apiFetch("POST", "/v1/invitations", "InvitationResponse", { body });
/** POST /v1/invitations/{id}/revoke */
export const revokeInvitation = (id: string) => apiFetch("POST", `/v1/invitations/${seg(id)}/revoke`, "InvitationResponse", { body: {} });
/** PATCH /v1/users/{id}: a new role. */
export const updateUser = (id: string, body: UpdateUserRequest) => apiFetch("PATCH", `/v1/users/${seg(id)}`, "UserResponse", { body });
/** POST /v1/users/{id}/deactivate: every session of theirs ends. */
export const deactivateUser = (id: string) => apiFetch("POST", `/v1/users/${seg(id)}/deactivate`, "UserResponse", { body: {} });
/** POST /v1/users/{id}/reactivate */
export const reactivateUser = (id: string) => apiFetch("POST", `/v1/users/${seg(id)}/reactivate`, "UserResponse", { body: {} });
/** GET /v1/agency/settings: whether producers see the whole book (decision 045). */
export const getAgencySettings = () => apiFetch("GET", "/v1/agency/settings", "AgencySettingsResponse");
/** PATCH /v1/agency/settings (administrators). */
export const updateAgencySettings = (body: UpdateAgencySettingsRequest) => apiFetch("PATCH", "/v1/agency/settings", "AgencySettingsResponse", { body });
/** POST /v1/invitations/accept: no session; the token is the credential. */
export const acceptInvitation = (body: AcceptInvitationRequest) => apiFetch("POST", "/v1/invitations/accept", "AcceptedInvitationResponse", { body });
/** POST /v1/password-resets: the same answer whether or not the account exists. */
export const requestPasswordReset = (email: string) => apiFetch("POST", "/v1/password-resets", "PasswordResetRequestedResponse", { body: { email } });
/** POST /v1/password-resets/complete: no session; the token is the credential. */
export const resetPassword = (body: ResetPasswordRequest) => apiFetch("POST", "/v1/password-resets/complete", "PasswordResetDoneResponse", { body });
