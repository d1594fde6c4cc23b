import { apiRoute } from "@/lib/api/route";
import { personView } from "@/lib/api/serializers/team";
import { PeopleListResponse } from "@/lib/schemas/team";
import { listCarrierPeople } from "@/lib/team/people";

// GET /v1/underwriting/users: the carrier's underwriters and pending invitations (the desk's team, decision 044)
export const GET = apiRoute({
  auth: "carrier",
  permission: "underwriting",
  operation: {
    id: "listUnderwriters",
    tag: "Underwriting",
    summary: "List your carrier's underwriters",
    description:
      "For a carrier's underwriter signed in to the portal: every underwriter of the carrier with their status (active or deactivated), then the invitations not yet accepted (status invited, with when their link expires).",
  },
  response: { data: PeopleListResponse.shape.data, description: "Underwriters by name, then pending invitations, newest first" },
  handler: async ({ db, carrier }) => ({ items: (await listCarrierPeople(db, carrier.carrierId)).map(personView) }),
});

export * from "@/app/v1/fallback";
