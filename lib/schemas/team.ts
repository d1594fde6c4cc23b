// The agency as a team (decision 040): API keys made and revoked by the agency's administrators, with a scope
// that fixes what each may do. Shared by the API and the portal's forms.
import { z } from "zod";
import { Timestamp, envelope, oneLine, Livemode } from "./common";

/** Portal roles and API key scopes; what each may do is lib/auth/permissions.ts. */
export const ROLES = ["admin", "producer", "service", "underwriter"] as const;
export const KEY_SCOPES = ["read_only", "quote", "quote_and_bind", "admin"] as const;

export const KeyScope = z
  .enum(KEY_SCOPES)
  .describe(
    "read_only: reads everything, changes nothing; quote: reads, quotes and edits clients; quote_and_bind: also binds, sends checkout links and services policies; admin: also manages webhook endpoints and keys, reads the audit log and moves the sandbox clock",
  );

export const CreateApiKeyRequest = z
  .object({
    name: oneLine(1, 100).describe('What the key is for, so it can be recognised in the list: "Partner rater (production)"'),
    scope: KeyScope,
  })
  .strict();
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequest>;

export const ApiKeyView = z.object({
  object: z.literal("api_key"),
  id: z.uuid(),
  livemode: Livemode.describe("A qk_live_ key (true) or a qk_test_ key (false): keys are made in the mode of whoever makes them"),
  name: z.string(),
  scope: KeyScope,
  prefix: z.string().describe("The key's first characters (qk_live_ or qk_test_ and six more), to recognise it without revealing it"),
  apiVersion: z.string().describe("The dated API version the key is pinned to (see /docs/changelog)"),
  createdBy: z.string().describe('Who made it: "user:<id>", "api_key:<id>", or "operator" (the command line)'),
  createdAt: Timestamp,
  lastUsedAt: Timestamp.nullable().describe("When it last authenticated a request (to the minute); null if never"),
  revokedAt: Timestamp.nullable().describe("When it was revoked; a revoked key authenticates nothing"),
});
export type ApiKeyView = z.infer<typeof ApiKeyView>;

export const ApiKeyWithSecret = ApiKeyView.extend({
  secret: z.string().describe("The key itself, qk_live_... or qk_test_...: shown only in this answer, never stored (only its hash is)"),
});

export const ApiKeySecretResponse = envelope(ApiKeyWithSecret);
export const ApiKeyResponse = envelope(ApiKeyView);
export const ApiKeyListResponse = envelope(z.object({ items: z.array(ApiKeyView).describe("Newest first; revoked keys too, marked revokedAt") }));

// People (decision 041): the agency's users, invitations by email, roles changed and users deactivated by
// administrators; accepting an invitation and resetting a forgotten password take the emailed link's token.

export const Role = z
  .enum(ROLES)
  .describe(
    "admin: manages people, API keys, webhooks and settings, and does all a producer does; producer: quotes, binds and services their book; service: services policies, issues certificates and sends pay links, binds no new business; underwriter: decides referred applications",
  );

/** The one password rule, for accepting an invitation and for a reset. */
export const NewPassword = z.string().min(12, "must be at least 12 characters").max(200, "must be at most 200 characters").describe("At least 12 characters");

const Email = z.email("must be an email address").max(254);

export const UserView = z.object({
  object: z.literal("user"),
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: Role,
  status: z.enum(["active", "deactivated"]).describe("A deactivated user cannot sign in, and their sessions have ended"),
  createdAt: Timestamp,
  deactivatedAt: Timestamp.nullable(),
});
export type UserView = z.infer<typeof UserView>;

export const InvitationView = z.object({
  object: z.literal("invitation"),
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: Role,
  status: z.enum(["pending", "accepted", "revoked", "expired"]),
  invitedBy: z.string().describe('Who invited: "user:<id>"'),
  createdAt: Timestamp,
  expiresAt: Timestamp.describe("The emailed link works until then, once"),
  acceptedAt: Timestamp.nullable(),
  revokedAt: Timestamp.nullable(),
});
export type InvitationView = z.infer<typeof InvitationView>;

/** One row of the people list: a user, or someone invited who has not accepted yet. */
export const PersonView = z.object({
  object: z.literal("person"),
  id: z.uuid().describe("The user's id, or the invitation's while status is invited"),
  email: z.string(),
  name: z.string(),
  role: Role,
  status: z.enum(["active", "deactivated", "invited"]),
  createdAt: Timestamp,
  deactivatedAt: Timestamp.nullable(),
  invitationExpiresAt: Timestamp.nullable().describe("Invited: when the invitation's link stops working"),
});
export type PersonView = z.infer<typeof PersonView>;

export const CreateInvitationRequest = z
  .object({
    email: Email.describe("Where the invitation is sent; it becomes the user's sign-in email"),
    name: oneLine(1, 100).describe("The person's name as the portal shows it"),
    role: Role,
  })
  .strict();
export type CreateInvitationRequest = z.infer<typeof CreateInvitationRequest>;

/** A carrier's underwriter invites another underwriter of the same carrier (decision 044): the role is implied. */
export const CreateUnderwriterInvitationRequest = z
  .object({
    email: Email.describe("Where the invitation is sent; it becomes the underwriter's sign-in email"),
    name: oneLine(1, 100).describe("The person's name as the desk shows it"),
  })
  .strict();
export type CreateUnderwriterInvitationRequest = z.infer<typeof CreateUnderwriterInvitationRequest>;

export const UpdateUserRequest = z.object({ role: Role }).strict();
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

export const AcceptInvitationRequest = z
  .object({
    token: z.string().min(1).max(200).describe("The token of the emailed link (/invite/{token})"),
    password: NewPassword,
  })
  .strict();
export type AcceptInvitationRequest = z.infer<typeof AcceptInvitationRequest>;

export const RequestPasswordResetRequest = z.object({ email: Email.describe("The account's sign-in email") }).strict();
export type RequestPasswordResetRequest = z.infer<typeof RequestPasswordResetRequest>;

export const ResetPasswordRequest = z
  .object({
    token: z.string().min(1).max(200).describe("The token of the emailed link (/reset-password/{token})"),
    password: NewPassword,
  })
  .strict();
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const AcceptedInvitation = z.object({
  object: z.literal("accepted_invitation"),
  email: z.string().describe("Sign in with this email and the password just set"),
  name: z.string(),
  role: Role,
  agencyName: z.string().describe("The agency joined; for a carrier's underwriter, the carrier's name"),
  organization: z.enum(["agency", "carrier"]).describe("agency: sign in to the quoting portal; carrier: to the carrier's underwriting desk"),
});

export const PasswordResetRequested = z.object({
  object: z.literal("password_reset_request"),
  message: z.string().describe("The same sentence whether or not an account has the email"),
});

export const PasswordResetDone = z.object({
  object: z.literal("password_reset"),
  email: z.string().describe("Sign in with this email and the new password"),
});

export const UserResponse = envelope(UserView);
export const PeopleListResponse = envelope(z.object({ items: z.array(PersonView).describe("Users by name, then pending invitations, newest first") }));
export const InvitationResponse = envelope(InvitationView);
export const InvitationListResponse = envelope(z.object({ items: z.array(InvitationView).describe("Pending invitations, newest first") }));
export const AcceptedInvitationResponse = envelope(AcceptedInvitation);
export const PasswordResetRequestedResponse = envelope(PasswordResetRequested);
export const PasswordResetDoneResponse = envelope(PasswordResetDone);
