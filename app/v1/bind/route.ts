import { apiRoute } from "@/lib/api/route";
import { bindAndView, idempotencyKey } from "@/lib/bind/service";
import { BindRequest } from "@/lib/schemas/bind";

// POST /v1/bind: bind quoted applications of one folio, paying by card; issues the policies
export const POST = apiRoute({
  body: BindRequest,
  handler: async ({ db, agency, body, req, requestId }) => {
    const key = idempotencyKey(req, false);
    return {
      status: 201,
      data: await bindAndView(db, agency.agencyId, body, { actor: agency.actor, requestId, ...(key ? { idempotencyKey: key } : {}) }),
    };
  },
});
