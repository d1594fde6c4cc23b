// Who a risk insures, as folios, policies and documents name them (pure).
import type { Risk } from "./types";

export function insuredOf(risk: Risk): { name: string; state: string | null; zip: string | null } {
  if (risk.kind === "business") return { name: risk.businessName, state: risk.mailingState, zip: risk.mailingZip };
  const names = risk.insureds.map((t) => [t.firstName, t.lastName].filter(Boolean).join(" ")).filter(Boolean);
  const name = names.length
    ? names.length > 1
      ? `${names[0]} and ${names.length - 1} other traveller${names.length > 2 ? "s" : ""}`
      : names[0]!
    : "Traveller";
  return { name, state: risk.residenceState ?? null, zip: null };
}
