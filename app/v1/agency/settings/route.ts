import { apiRoute } from "@/lib/api/route";
import { asTeam } from "@/lib/auth/modes";
import { agencySettingsView } from "@/lib/api/serializers/agency-settings";
import { AgencySettingsResponse, UpdateAgencySettingsRequest } from "@/lib/schemas/agency-settings";
import { getAgencySettings, updateAgencySettings } from "@/lib/team/agency-settings";

// GET /v1/agency/settings: the caller's agency's settings (whether producers see the whole book)
export const GET = apiRoute({
  permission: "read",
  operation: {
    id: "getAgencySettings",
    tag: "Team",
    summary: "Read the agency's settings",
    description: "Whether producers see the whole agency's book or only their own clients and quotes (decision 045).",
  },
  response: { data: AgencySettingsResponse.shape.data, description: "The agency's settings" },
  // The team's settings: the live agency's, in either mode (decision 043).
  handler: async ({ db, agency }) => agencySettingsView(await getAgencySettings(db, agency.liveAgencyId)),
});

// PATCH /v1/agency/settings: change them (administrators; audited as agency.settings_changed)
export const PATCH = apiRoute({
  permission: "people",
  operation: {
    id: "updateAgencySettings",
    tag: "Team",
    summary: "Change the agency's settings",
    description:
      "producersSeeAllBook false: a producer signed in to the portal sees only their own book (the folios they started, the policies bound from them, the clients they created or quoted); another's folio, policy or client answers 404 to them. It counts from each producer's next request. Administrators, service staff and API keys always see the whole book. A change is written to the audit log.",
    example: { producersSeeAllBook: false },
  },
  body: UpdateAgencySettingsRequest,
  response: { data: AgencySettingsResponse.shape.data, description: "The agency's settings, changed" },
  handler: async ({ db, agency, body, requestId }) => agencySettingsView(await updateAgencySettings(db, asTeam(agency), body, { requestId })),
});

export * from "@/app/v1/fallback";
