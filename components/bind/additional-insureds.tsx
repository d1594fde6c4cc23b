"use client";
// The additional-insured schedule, asked at bind (optional) when the program carries an additional insured
// endorsement, included or added: each person or organisation is printed on the declarations and may be
// named additional insured on a certificate (decision 018).
import { Button } from "@/components/ui/button";
import { Field, FieldSet } from "@/components/ui/field";
import { Grid } from "@/components/ui/layout";

export interface AdditionalInsuredRow {
  name: string;
  relationship: string;
}

export const EMPTY_INSURED: AdditionalInsuredRow = { name: "", relationship: "" };

/** Rows with a name, trimmed; a relationship without a name is a mistake the caller reports. */
export function insuredsToSend(rows: AdditionalInsuredRow[]): { insureds: Array<{ name: string; relationship?: string }>; error: string | null } {
  const filled = rows.filter((r) => r.name.trim() || r.relationship.trim());
  if (filled.some((r) => !r.name.trim())) return { insureds: [], error: "Enter the name of each additional insured, or clear the row." };
  return { insureds: filled.map((r) => ({ name: r.name.trim(), ...(r.relationship.trim() ? { relationship: r.relationship.trim() } : {}) })), error: null };
}

export function AdditionalInsuredsFields({
  idPrefix,
  rows,
  onChange,
  endorsementName,
  error,
}: {
  idPrefix: string;
  rows: AdditionalInsuredRow[];
  onChange: (rows: AdditionalInsuredRow[]) => void;
  endorsementName: string;
  error?: string | null | undefined;
}) {
  const set = (i: number, key: keyof AdditionalInsuredRow, value: string) => onChange(rows.map((r, n) => (n === i ? { ...r, [key]: value } : r)));
  return (
    <FieldSet
      legend="Additional insureds (optional)"
      hint={`Scheduled on the policy under its ${endorsementName} endorsement and printed on the declarations; a certificate can name each of them additional insured.`}
      error={error ?? undefined}
      className="fieldset-plain"
    >
      {rows.map((row, i) => (
        <Grid key={i} kind="compact" className="grid-tight">
          <Field id={`${idPrefix}-${i}-name`} label={`Additional insured ${i + 1}`}>
            {(control) => <input {...control} autoComplete="off" value={row.name} onChange={(e) => set(i, "name", e.target.value)} />}
          </Field>
          <Field id={`${idPrefix}-${i}-relationship`} label="Relationship (optional)">
            {(control) => <input {...control} placeholder="Landlord" value={row.relationship} onChange={(e) => set(i, "relationship", e.target.value)} />}
          </Field>
        </Grid>
      ))}
      <Button type="button" onClick={() => onChange([...rows, EMPTY_INSURED])} disabled={rows.length >= 20}>
        Add another additional insured
      </Button>
    </FieldSet>
  );
}
