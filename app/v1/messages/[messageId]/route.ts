import { apiRoute } from "@/lib/api/route";
import { messageDetailView } from "@/lib/api/serializers/message";
import { getMessage } from "@/lib/mail/messages";
import { MessageResponse } from "@/lib/schemas/messages";
import { idParam } from "@/lib/schemas/common";
import { z } from "zod";

// GET /v1/messages/{messageId}: one message of the outbox, with its text and HTML bodies
export const GET = apiRoute({
  permission: "read",
  operation: { id: "getMessage", tag: "Bind", summary: "Read one sent message", errors: [404] },
  params: z.object({ messageId: idParam("message") }),
  response: { data: MessageResponse.shape.data, description: "The message and its bodies" },
  handler: async ({ db, agency, params }) => messageDetailView(await getMessage(db, agency.agencyId, params.messageId, agency.ownBookOf)),
});

export * from "@/app/v1/fallback";
