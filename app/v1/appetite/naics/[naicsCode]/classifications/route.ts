import { apiRoute } from "@/lib/api/route";
import { classificationsForNaics } from "@/lib/appetite/service";

// GET /v1/appetite/naics/{naicsCode}/classifications: the carriers' classes under a NAICS code
export const GET = apiRoute({
  handler: async ({ db, params }) => ({ data: await classificationsForNaics(db, params.naicsCode!) }),
});
