// The agency's own settings (decision 045): today whether producers see the whole agency's book. Shared by the
// API and the portal's /people page.
import { z } from "zod";
import { envelope } from "./common";

const ProducersSeeAllBook = z
  .boolean()
  .describe(
    "true: producers see the whole agency's book; false: only their own clients and quotes (the folios they started, the policies bound from them, the clients they created or quoted). Administrators, service staff and API keys always see the whole book.",
  );

export const AgencySettingsView = z.object({
  object: z.literal("agency_settings"),
  producersSeeAllBook: ProducersSeeAllBook,
});
export type AgencySettingsView = z.infer<typeof AgencySettingsView>;

export const UpdateAgencySettingsRequest = z.object({ producersSeeAllBook: ProducersSeeAllBook }).strict();
export type UpdateAgencySettingsRequest = z.infer<typeof UpdateAgencySettingsRequest>;

export const AgencySettingsResponse = envelope(AgencySettingsView);
