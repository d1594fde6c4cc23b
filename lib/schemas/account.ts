// The signed-in person's own account (decision 057): their portal sessions, one per signed-in browser, listed and
// signed out through /v1/me. Shared by the API and the portal's sessions page.
import { z } from "zod";
import { Timestamp, envelope } from "./common";

export const PortalSessionView = z.object({
  object: z.literal("portal_session"),
  id: z.uuid(),
  current: z.boolean().describe("The session this request came with (this browser)"),
  browser: z.string().describe('The browser and system its User-Agent names, in words: "Firefox on Windows"'),
  address: z.string().nullable().describe("The address it signed in from, when known"),
  createdAt: Timestamp.describe("When it signed in"),
  lastSeenAt: Timestamp.describe("When it last made a request (to the minute)"),
  expiresAt: Timestamp.describe("When it ends by itself, however active: 12 hours after signing in"),
});
export type PortalSessionView = z.infer<typeof PortalSessionView>;

export const RevokedPortalSession = z.object({
  object: z.literal("portal_session"),
  id: z.uuid(),
  revokedAt: Timestamp.describe("When it was signed out: its next request is refused, and its next page asks it to sign in"),
});
export type RevokedPortalSession = z.infer<typeof RevokedPortalSession>;

export const RevokedOtherSessions = z.object({
  revoked: z.number().int().nonnegative().describe("How many of your other sessions were signed out (0 when there were none)"),
});

export const PortalSessionListResponse = envelope(
  z.object({ items: z.array(PortalSessionView).describe("Your live sessions: this one first, then the most recently active") }),
);
export const RevokedPortalSessionResponse = envelope(RevokedPortalSession);
export const RevokedOtherSessionsResponse = envelope(RevokedOtherSessions);
