// The response schemas the portal checks the server's answers with, by name. This module (and zod with
// it) is loaded on demand by ./api the first time the browser calls the API, never with a page: pages
// render their first data on the server, so zod stays off every page's first-load JavaScript
// (decision 022). Only ./transport imports it, and ./api loads that lazily; endpoints name a schema by its key.
import { PortalSessionListResponse, RevokedOtherSessionsResponse, RevokedPortalSessionResponse } from "@/lib/schemas/account";
import { AppetitesResponse, ClassificationsResponse, NaicsSearchResponse } from "@/lib/schemas/appetite";
import { AgencySettingsResponse } from "@/lib/schemas/agency-settings";
import { AuditEventListResponse } from "@/lib/schemas/audit";
import { InsightsReportResponse } from "@/lib/schemas/reports";
import { BindResponse, CoverageCheckResponse } from "@/lib/schemas/bind";
import { CancelResponse, PolicyListResponse, PolicyResponse, RenewalPaymentResponse, RenewalResponse } from "@/lib/schemas/policies";
import { CertificateResponse } from "@/lib/schemas/certificates";
import { MessageListResponse, MessageResponse } from "@/lib/schemas/messages";
import { PayLinkListResponse, PayLinkResponse, PayWithLinkResponse, PolicyPayLinkCreatedResponse, PolicyPayLinkSummaryResponse } from "@/lib/schemas/pay-links";
import { InsuredDetailResponse, InsuredListResponse, InsuredResponse } from "@/lib/schemas/insureds";
import { QuestionnaireResponse } from "@/lib/schemas/answers";
import { ProgramListResponse } from "@/lib/schemas/programs";
import {
  ApplicationDetailResponse,
  CreateQuoteResponse,
  FolioListResponse,
  QuoteFolioResponse,
  QuoteSessionResponse,
  RequotePreviewResponse,
} from "@/lib/schemas/quote";
import { SensitivityResponse } from "@/lib/schemas/rate";
import {
  DeletedResponse,
  EventListResponse,
  RedeliverResponse,
  WebhookDeliveryListResponse,
  WebhookEndpointListResponse,
  WebhookEndpointResponse,
  WebhookEndpointSecretResponse,
} from "@/lib/schemas/webhooks";
import {
  AcceptedInvitationResponse,
  ApiKeyListResponse,
  ApiKeyResponse,
  ApiKeySecretResponse,
  InvitationResponse,
  PasswordResetDoneResponse,
  PasswordResetRequestedResponse,
  PeopleListResponse,
  UserResponse,
} from "@/lib/schemas/team";
import { ReferralListResponse, ReferralResponse } from "@/lib/schemas/underwriting";

export const responses = {
  AgencySettingsResponse,
  AppetitesResponse,
  ApplicationDetailResponse,
  InsightsReportResponse,
  BindResponse,
  CancelResponse,
  CertificateResponse,
  ClassificationsResponse,
  CoverageCheckResponse,
  CreateQuoteResponse,
  FolioListResponse,
  MessageListResponse,
  MessageResponse,
  NaicsSearchResponse,
  PayLinkListResponse,
  PayLinkResponse,
  PayWithLinkResponse,
  PolicyPayLinkCreatedResponse,
  PolicyPayLinkSummaryResponse,
  PolicyListResponse,
  PolicyResponse,
  ProgramListResponse,
  QuoteFolioResponse,
  QuoteSessionResponse,
  RequotePreviewResponse,
  RenewalPaymentResponse,
  RenewalResponse,
  SensitivityResponse,
  DeletedResponse,
  EventListResponse,
  RedeliverResponse,
  WebhookDeliveryListResponse,
  WebhookEndpointListResponse,
  WebhookEndpointResponse,
  WebhookEndpointSecretResponse,
  InsuredDetailResponse,
  InsuredListResponse,
  InsuredResponse,
  QuestionnaireResponse,
  ApiKeyListResponse,
  ApiKeyResponse,
  ApiKeySecretResponse,
  ReferralListResponse,
  ReferralResponse,
  AuditEventListResponse,
  PeopleListResponse,
  InvitationResponse,
  UserResponse,
  AcceptedInvitationResponse,
  PasswordResetRequestedResponse,
  PasswordResetDoneResponse,
  PortalSessionListResponse,
  RevokedPortalSessionResponse,
  RevokedOtherSessionsResponse,
};

export type ResponseName = keyof typeof responses;

/** The envelope's data parsed with the named schema, or where it does not fit ("path: message"). */
export function parseResponse(name: ResponseName, json: unknown): { ok: true; data: unknown } | { ok: false; problems: string[] } {
  const parsed = responses[name].safeParse(json);
  if (parsed.success) return { ok: true, data: parsed.data.data };
  return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`) };
}
