import { apiRoute } from "@/lib/api/route";
import { personView } from "@/lib/api/serializers/team";
import { PeopleListResponse } from "@/lib/schemas/team";
import { listPeople } from "@/lib/team/people";

// GET /v1/users: the agency's people (users with their role and status) and pending invitations
export const GET = apiRoute({
  permission: "people",
  operation: {
    id: "listUsers",
    tag: "Team",
    summary: "List the agency's people",
    description:
      "Every user of the agency with their role and status (active or deactivated), then the invitations not yet accepted (status invited, with when their link expires).",
  },
  response: { data: PeopleListResponse.shape.data, description: "Users by name, then pending invitations, newest first" },
  handler: async ({ db, agency }) => ({ items: (await listPeople(db, agency.liveAgencyId)).map(personView) }),
});

export * from "@/app/v1/fallback";
