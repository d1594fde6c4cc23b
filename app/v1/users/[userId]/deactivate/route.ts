import { apiRoute } from "@/lib/api/route";
import { asTeam } from "@/lib/auth/modes";
import { userView } from "@/lib/api/serializers/team";
import { idParam } from "@/lib/schemas/common";
import { UserResponse } from "@/lib/schemas/team";
import { deactivateUser } from "@/lib/team/people";
import { z } from "zod";

// POST /v1/users/{userId}/deactivate: sign-in refused and every session of the user ended at once
export const POST = apiRoute({
  permission: "people",
  operation: {
    id: "deactivateUser",
    tag: "Team",
    summary: "Deactivate a user",
    description:
      "From this answer on the user cannot sign in, and every session of theirs is refused at its next request. Deactivating a deactivated user changes nothing. The agency's last active administrator cannot be deactivated (409).",
    errors: [404, 409],
  },
  params: z.object({ userId: idParam("user") }),
  response: { data: UserResponse.shape.data, description: "The user, deactivated" },
  idempotent: "optional",
  handler: async ({ db, agency, params, requestId }) => userView(await deactivateUser(db, asTeam(agency), params.userId, { requestId })),
});

export * from "@/app/v1/fallback";
