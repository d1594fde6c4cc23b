import { apiRoute } from "@/lib/api/route";
import { asTeam } from "@/lib/auth/modes";
import { userView } from "@/lib/api/serializers/team";
import { idParam } from "@/lib/schemas/common";
import { UserResponse } from "@/lib/schemas/team";
import { reactivateUser } from "@/lib/team/people";
import { z } from "zod";

// POST /v1/users/{userId}/reactivate: the user may sign in again
export const POST = apiRoute({
  permission: "people",
  operation: {
    id: "reactivateUser",
    tag: "Team",
    summary: "Reactivate a user",
    description: "The user may sign in again; sessions ended by the deactivation stay ended. Reactivating an active user changes nothing.",
    errors: [404],
  },
  params: z.object({ userId: idParam("user") }),
  response: { data: UserResponse.shape.data, description: "The user, active" },
  idempotent: "optional",
  handler: async ({ db, agency, params, requestId }) => userView(await reactivateUser(db, asTeam(agency), params.userId, { requestId })),
});

export * from "@/app/v1/fallback";
