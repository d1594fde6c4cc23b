"use client";
// The insured's street address, asked at bind (optional): printed on the declarations and certificates.
// The state and ZIP are the ones the quote was rated in, so they are shown, not asked (decision 017).
import { Field, FieldSet } from "@/components/ui/field";
import { Grid } from "@/components/ui/layout";

export interface StreetAddress {
  line1: string;
  line2: string;
  city: string;
}

export const EMPTY_ADDRESS: StreetAddress = { line1: "", line2: "", city: "" };

/** The rated state and ZIP of a business quote's rating block, or null (travel: no premises). */
export function ratedLocation(systemPayload: Record<string, unknown>): { state: string; zip: string } | null {
  const state = systemPayload.mailing_state;
  const zip = systemPayload.mailing_zip;
  return typeof state === "string" && typeof zip === "string" ? { state: state.toUpperCase(), zip } : null;
}

/** What to send: the whole address when street and city are filled, nothing when all is empty, else a message. */
export function addressToSend(a: StreetAddress, rated: { state: string; zip: string }) {
  const line1 = a.line1.trim();
  const city = a.city.trim();
  const line2 = a.line2.trim();
  if (!line1 && !city && !line2) return { address: undefined, error: null };
  if (!line1 || !city) return { address: undefined, error: "Enter both the street address and the city, or leave the address empty." };
  return { address: { line1, ...(line2 ? { line2 } : {}), city, state: rated.state, zip: rated.zip }, error: null };
}

export function PremisesAddressFields({
  idPrefix,
  value,
  onChange,
  rated,
  error,
  legend = "Insured's street address (optional)",
  hint,
}: {
  idPrefix: string;
  value: StreetAddress;
  onChange: (next: StreetAddress) => void;
  rated: { state: string; zip: string };
  error?: string | null | undefined;
  legend?: string;
  hint?: string;
}) {
  const input = (key: keyof StreetAddress, label: string, autoComplete: string, className?: string) => (
    <Field id={`${idPrefix}-${key}`} label={label} className={className}>
      {(control) => <input {...control} autoComplete={autoComplete} value={value[key]} onChange={(e) => onChange({ ...value, [key]: e.target.value })} />}
    </Field>
  );
  return (
    <FieldSet
      legend={legend}
      hint={
        hint ??
        `Printed on the declarations and certificates. It must be in ${rated.state} ${rated.zip}, where the quote was rated; without it the declarations say the address was not given, and the first certificate asks for it.`
      }
      error={error ?? undefined}
      className="fieldset-plain"
    >
      <Grid kind="compact" className="grid-tight">
        {input("line1", "Street address", "address-line1", "grid-span")}
        {input("line2", "Suite or unit", "address-line2")}
        {input("city", "City", "address-level2")}
        <p className="muted flush grid-span">
          State and ZIP: {rated.state} {rated.zip}
        </p>
      </Grid>
    </FieldSet>
  );
}
