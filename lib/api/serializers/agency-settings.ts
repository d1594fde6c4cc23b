// The agency's settings -> the API's shape.
import "server-only";
import type { AgencySettingsRecord } from "@/lib/team/agency-settings";
import type { AgencySettingsView } from "@/lib/schemas/agency-settings";

export function agencySettingsView(s: AgencySettingsRecord): AgencySettingsView {
  return { object: "agency_settings", producersSeeAllBook: s.producersSeeAllBook };
}
