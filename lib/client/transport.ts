// What the portal's first API call loads (./api): the SDK's session client and the response schemas. One chunk,
// never part of a page's first-load JavaScript (decision 022).
import { createSessionClient } from "@/sdk";

export { parseResponse } from "./responses";

/** The portal's SDK client: same origin, signed in by the session cookie (no API key). */
export const client = createSessionClient();
