import { apiRoute } from "@/lib/api/route";
import { referralSummary } from "@/lib/api/serializers/underwriting";
import { ListReferralsQuery, ReferralListResponse } from "@/lib/schemas/underwriting";
import { deskFacets, listDesk } from "@/lib/underwriting/desk";

// GET /v1/underwriting/referrals: the carrier's underwriting desk, oldest referral first
export const GET = apiRoute({
  auth: "carrier",
  permission: "underwriting",
  operation: {
    id: "listReferrals",
    tag: "Underwriting",
    summary: "The underwriting desk: referrals of the carrier's programs",
    description:
      "For a carrier's underwriter signed in to the portal: applications of the carrier's programs, from every agency appointed for them, that the answers referred. Open ones oldest first (the queue), or decided ones newest first. Nothing else of an agency is shown to a carrier.",
  },
  query: ListReferralsQuery,
  response: { data: ReferralListResponse.shape.data, description: "A page of referrals, cursor-paginated" },
  handler: async ({ db, carrier, query }) => {
    const [{ items, nextCursor }, facets] = await Promise.all([listDesk(db, carrier, query), deskFacets(db, carrier)]);
    return { items: items.map(referralSummary), nextCursor, ...facets };
  },
});

export * from "@/app/v1/fallback";
