// Who is calling from the portal, once per request: the signed-in user's agency (in live mode the agency, in test
// mode its test twin; decision 043), or a carrier's underwriter. The API's edge and the server-rendered pages ask
// the same question here, so a page never shows data of a mode its API calls would not.
import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { services } from "@/lib/runtime";
import type { AgencyPrincipal, CarrierPrincipal } from "./api-keys";
import { isTestModeCookie, MODE_COOKIE } from "./modes";
import { bookScope } from "./book";
import type { Grants } from "./permissions";
import { portalSession } from "./portal";

/** Whether the portal is in live mode for this request (the mode cookie; live when it is absent). */
export async function portalLivemode(): Promise<boolean> {
  const jar = await cookies().catch(() => null);
  return !isTestModeCookie(jar?.get(MODE_COOKIE)?.value);
}

export const portalCaller = cache(async (): Promise<AgencyPrincipal | CarrierPrincipal | null> => {
  const session = await portalSession().catch(() => null);
  const user = session?.user;
  if (!user?.id) return null;
  const grants: Grants = { kind: "user", role: user.role };
  const livemode = await portalLivemode();
  const portal = { userId: user.id, sessionId: user.sessionId };
  if (user.carrierId) return { carrierId: user.carrierId, carrierName: user.agencyName, userId: user.id, livemode, actor: `user:${user.id}`, grants, portal };
  if (!user.agencyId) return null;
  const svc = await services();
  return {
    agencyId: livemode ? user.agencyId : await svc.testAgencies.of(svc.db, user.agencyId),
    livemode,
    liveAgencyId: user.agencyId,
    agencySlug: user.agencySlug,
    agencyName: user.agencyName,
    apiKeyId: null,
    actor: `user:${user.id}`,
    apiVersion: null,
    grants,
    // The live agency's setting counts in both modes (decision 045).
    ownBookOf: bookScope({ grants, actor: `user:${user.id}`, producersSeeAllBook: user.producersSeeAllBook }),
    portal,
  };
});

/** The agency the portal shows for this request, or null for a carrier's underwriter or no session. */
export async function portalAgency(): Promise<AgencyPrincipal | null> {
  const caller = await portalCaller();
  return caller && "agencyId" in caller ? caller : null;
}
