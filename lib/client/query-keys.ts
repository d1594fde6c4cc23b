// Every TanStack Query key the portal uses, in one place: one resource has exactly one key, and keys
// nest ([resource, "list" | "detail", ...]) so that invalidating a prefix reaches everything under it:
// allFolios -> every list and folio; folio(id) -> that folio and its applications; allPolicies -> the
// policy lists and every policy.
import type { z } from "zod";
import type { ProgramType } from "@/lib/schemas/quote";

/** GET /v1/quote's filters: the agency's recent folios (optionally by insured) or one shopping session. */
/** The underwriting desk's queue filters. */
export interface DeskFilter {
  status: "open" | "decided";
  program?: string;
  state?: string;
  agency?: string;
  olderThanHours?: number;
}

export interface FolioFilter {
  q?: string;
  groupId?: string;
  status?: "quoting" | "quoted" | "no_quotes" | "expired" | "bound";
  program?: string;
  /** Only folios with an application waiting for a carrier's underwriter. */
  referred?: boolean;
  /** sessions: one row per shopping session (the dashboard). */
  view?: "folios" | "sessions";
  /** The page: a nextCursor of the same filter. */
  cursor?: string;
}
/** GET /v1/policies's filter: policy number or insured name. */
export interface PolicyFilter {
  q?: string;
}
/** GET /v1/insureds's filter: name, DBA or FEIN digits. */
export interface InsuredFilter {
  q?: string;
}
/** GET /v1/appetite/classifications/{code}/appetites's query. */
export interface AppetiteFilter {
  state?: string;
  annualRevenue?: number;
  employeeCount?: number;
}

export const queryKeys = {
  allFolios: ["folios"] as const,
  /** Every folio list (the dashboard's, the sessions'): a new folio belongs in them. */
  folioLists: ["folios", "list"] as const,
  folios: (filter: FolioFilter) => ["folios", "list", filter] as const,
  folio: (quoteId: string) => ["folios", "detail", quoteId] as const,
  /** The shopping session seen from one of its folios: a re-quote anywhere in the group changes it. */
  session: (quoteId: string) => ["folios", "session", quoteId] as const,
  allSessions: ["folios", "session"] as const,
  application: (quoteId: string, applicationId: string) => ["folios", "detail", quoteId, "applications", applicationId] as const,
  /** Policies the insured already holds for the application's line (re-asked whenever policies change). */
  coverageCheck: (quoteId: string, applicationId: string) => ["policies", "coverage-check", quoteId, applicationId] as const,
  /** The price grid of one application's rating block (which never changes: a re-quote is a new folio). */
  sensitivity: (quoteId: string, applicationId: string) => ["folios", "detail", quoteId, "applications", applicationId, "sensitivity"] as const,

  /** A folio's pay links (under the folio: binding it refreshes them). */
  payLinks: (quoteId: string) => ["folios", "detail", quoteId, "pay-links"] as const,
  /** The agency's outbox (Sent messages). */
  allMessages: ["messages"] as const,
  messages: ["messages", "list"] as const,
  message: (id: string) => ["messages", "detail", id] as const,

  webhookEndpoints: ["webhooks", "endpoints"] as const,
  apiKeys: ["api-keys"] as const,
  referrals: (filter: DeskFilter) => ["referrals", "list", filter] as const,
  referral: (id: string) => ["referrals", "detail", id] as const,
  people: ["people"] as const,
  /** Your own portal sessions (GET /v1/me/sessions). */
  mySessions: ["me", "sessions"] as const,
  underwriters: ["underwriters"] as const,
  /** The agency's settings (whether producers see the whole book). */
  agencySettings: ["agency-settings"] as const,
  /** Recent events, and each event's deliveries under it (a redelivery changes both). */
  allEvents: ["webhooks", "events"] as const,
  events: ["webhooks", "events", "list"] as const,
  eventDeliveries: (eventId: string) => ["webhooks", "events", "deliveries", eventId] as const,

  /** The audit log, by the filters given (auditQuery's). */
  auditEvents: (filter: Record<string, string>) => ["audit", "list", filter] as const,

  /** Clients: the lists and each client's page (a new quote or policy of the client changes its page). */
  allInsureds: ["insureds"] as const,
  insureds: (filter: InsuredFilter) => ["insureds", "list", filter] as const,
  insured: (insuredId: string) => ["insureds", "detail", insuredId] as const,
  clientQuestions: (insuredId: string, programs: readonly string[]) => ["insureds", "questions", insuredId, programs.join(",")] as const,

  allPolicies: ["policies"] as const,
  policies: (filter: PolicyFilter) => ["policies", "list", filter] as const,
  policy: (policyId: string) => ["policies", "detail", policyId] as const,
  renewal: (policyId: string) => ["policies", "renewal", policyId] as const,

  /** Programs the agency is appointed for, of one type or (undefined) all. */
  programs: (type: z.infer<typeof ProgramType> | undefined) => ["programs", "list", { type }] as const,
  appetites: (classCode: string, filter: AppetiteFilter) => ["appetite", "classifications", classCode, "appetites", filter] as const,
  /** The class picker's options for a search: NAICS hits for q with the classifications under the best ones. */
  naics: (q: string) => ["appetite", "naics", q] as const,
};
