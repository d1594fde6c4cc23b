import { apiRoute } from "@/lib/api/route";
import { asTeam } from "@/lib/auth/modes";
import { userView } from "@/lib/api/serializers/team";
import { idParam } from "@/lib/schemas/common";
import { UpdateUserRequest, UserResponse } from "@/lib/schemas/team";
import { changeRole, getUser } from "@/lib/team/people";
import { z } from "zod";

const params = z.object({ userId: idParam("user") });

// GET /v1/users/{userId}: one user of the agency
export const GET = apiRoute({
  permission: "people",
  operation: { id: "getUser", tag: "Team", summary: "Get a user", errors: [404] },
  params,
  response: { data: UserResponse.shape.data, description: "The user" },
  handler: async ({ db, agency, params }) => userView(await getUser(db, agency.liveAgencyId, params.userId)),
});

// PATCH /v1/users/{userId}: a new role, counted from the user's next request
export const PATCH = apiRoute({
  permission: "people",
  operation: {
    id: "updateUser",
    tag: "Team",
    summary: "Change a user's role",
    description:
      "The new role counts from the user's next request, in the portal and over the API. The agency's last active administrator cannot be demoted (409).",
    errors: [404, 409],
    example: { role: "service" },
  },
  params,
  body: UpdateUserRequest,
  response: { data: UserResponse.shape.data, description: "The user, with the new role" },
  handler: async ({ db, agency, params, body, requestId }) => userView(await changeRole(db, asTeam(agency), params.userId, body.role, { requestId })),
});

export * from "@/app/v1/fallback";
