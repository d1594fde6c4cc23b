"use client";
// Certificates of insurance on a policy: the ones issued (each a PDF) and a form to issue another for a
// holder (a landlord, a client, a general contractor). Decision 017.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Choice, Field } from "@/components/ui/field";
import { Grid, Stack } from "@/components/ui/layout";
import { Notice } from "@/components/ui/notice";
import { Problem } from "@/components/ui/problem";
import { Panel, SubHeading } from "@/components/ui/panel";
import { ApiError } from "@/lib/client/api";
import { issueCertificate, type Policy } from "@/lib/client/endpoints";
import { queryKeys } from "@/lib/client/query-keys";
import { formatDate } from "@/lib/client/format";
import { fieldIssueText } from "@/lib/client/messages";

interface HolderFields {
  name: string;
  line1: string;
  city: string;
  state: string;
  zip: string;
  description: string;
  additionalInsured: boolean;
}
const EMPTY: HolderFields = { name: "", line1: "", city: "", state: "", zip: "", description: "", additionalInsured: false };

const FIELD_LABELS: Record<string, string> = {
  "holder.name": "Holder name",
  "holder.line1": "Street address",
  "holder.city": "City",
  "holder.state": "State",
  "holder.zip": "ZIP code",
  description: "Description of operations",
  additionalInsured: "Additional insured",
};

function newKey(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

function errorsByField(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.errors.map((e) => [e.path, fieldIssueText(e, FIELD_LABELS[e.path])]));
}

export function CertificatesPanel({ policy }: { policy: Policy }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<HolderFields>(EMPTY);
  const [nameMissing, setNameMissing] = useState(false);
  // One Idempotency-Key per certificate asked for: a retry after a lost answer cannot issue two.
  const key = useRef<string | null>(null);
  const issue = useMutation({
    mutationFn: () => {
      const optional = (v: string) => (v.trim() ? v.trim() : undefined);
      const holder = {
        name: fields.name.trim(),
        line1: optional(fields.line1),
        city: optional(fields.city),
        state: optional(fields.state),
        zip: optional(fields.zip),
      };
      return issueCertificate(
        policy.id,
        {
          holder: Object.fromEntries(Object.entries(holder).filter(([, v]) => v !== undefined)) as typeof holder,
          ...(fields.description.trim() ? { description: fields.description.trim() } : {}),
          additionalInsured: fields.additionalInsured,
        },
        (key.current ??= newKey()),
      );
    },
    onSuccess: async () => {
      key.current = null;
      setFields(EMPTY);
      await queryClient.invalidateQueries({ queryKey: queryKeys.policy(policy.id) });
    },
    onError: (error) => {
      if (error instanceof ApiError) key.current = null;
    },
  });

  const travel = policy.program.type === "TI";
  const closed = policy.status === "cancelled" || policy.status === "expired";
  const offersAdditionalInsured = policy.endorsements.some((e) => e.key.includes("additional_insured"));
  const fieldErrors = errorsByField(issue.error);
  const set = (k: keyof HolderFields) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setFields({ ...fields, [k]: e.target.value });
    if (k === "name") setNameMissing(false);
  };
  const text = (k: "name" | "line1" | "city" | "state" | "zip", label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}, className?: string) => (
    <Field
      id={`${id}-${k}`}
      label={label}
      className={className}
      error={k === "name" && nameMissing ? "Enter who the certificate is for." : fieldErrors[`holder.${k}`]}
    >
      {(control) => <input {...control} {...extra} value={fields[k]} onChange={set(k)} />}
    </Field>
  );

  return (
    <Panel title="Certificates of insurance" id={`${id}-title`}>
      {policy.certificates.length ? (
        <ul className="list" aria-label="Certificates issued">
          {policy.certificates.map((c) => (
            <li key={c.id}>
              <a href={c.document.url}>{c.number}</a> for {c.holder.name}
              {c.additionalInsured ? <span className="muted"> (additional insured)</span> : null} <span className="muted">{formatDate(c.issuedAt)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted flush">No certificates issued yet.</p>
      )}
      {travel ? (
        <p className="muted flush">Certificates of liability insurance are issued for business policies; travel policies have none.</p>
      ) : closed ? (
        <p className="muted flush">This policy is {policy.status}: certificates can only be issued while it is in force or about to start.</p>
      ) : (
        <Stack>
          <SubHeading level={3}>Issue certificate</SubHeading>
          <form
            noValidate
            aria-label="Issue certificate"
            onSubmit={(e) => {
              e.preventDefault();
              if (!fields.name.trim()) {
                setNameMissing(true);
                return;
              }
              issue.mutate();
            }}
          >
            {offersAdditionalInsured && policy.additionalInsureds.length ? (
              <Field id={`${id}-scheduled`} label="For an additional insured on the schedule (optional)" className="field-tight">
                {(control) => (
                  <select
                    {...control}
                    value=""
                    onChange={(e) => {
                      const chosen = policy.additionalInsureds[Number(e.target.value)];
                      if (!chosen) return;
                      const a = chosen.address;
                      setFields({
                        ...fields,
                        name: chosen.name,
                        line1: a?.line1 ?? "",
                        city: a?.city ?? "",
                        state: a?.state ?? "",
                        zip: a?.zip ?? "",
                        additionalInsured: true,
                      });
                      setNameMissing(false);
                    }}
                  >
                    <option value="">Choose to fill in the holder</option>
                    {policy.additionalInsureds.map((ai, n) => (
                      <option key={n} value={String(n)}>
                        {ai.name}
                        {ai.relationship ? ` (${ai.relationship})` : ""}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ) : null}
            <Grid kind="compact" className="grid-tight">
              {text("name", "Certificate holder", { autoComplete: "organization", required: true }, "grid-span")}
              {text("line1", "Street address", { autoComplete: "address-line1" }, "grid-span")}
              {text("city", "City", { autoComplete: "address-level2" })}
              {text("state", "State", { autoComplete: "address-level1", maxLength: 2, placeholder: "IL" })}
              {text("zip", "ZIP code", { autoComplete: "postal-code", inputMode: "numeric", maxLength: 10 })}
              <Field id={`${id}-description`} label="Description of operations (optional)" className="grid-span" error={fieldErrors.description}>
                {(control) => <textarea {...control} rows={3} maxLength={1000} value={fields.description} onChange={set("description")} />}
              </Field>
            </Grid>
            {offersAdditionalInsured ? (
              <Choice type="checkbox" checked={fields.additionalInsured} onChange={(e) => setFields({ ...fields, additionalInsured: e.target.checked })}>
                The holder is an additional insured ({policy.endorsements.find((e) => e.key.includes("additional_insured"))?.name.toLowerCase()} endorsement)
              </Choice>
            ) : (
              <p className="muted flush">This policy has no additional insured endorsement, so the holder cannot be named an additional insured.</p>
            )}
            <Button type="submit" variant="primary" disabled={issue.isPending} aria-busy={issue.isPending || undefined}>
              Issue certificate
            </Button>
          </form>
          {issue.error ? <Problem error={issue.error} prefix="The certificate was not issued." /> : null}
          {issue.data ? (
            <Notice kind="status">
              Certificate {issue.data.number} issued for {issue.data.holder.name}. <a href={issue.data.document.url}>Open the PDF</a>.
            </Notice>
          ) : null}
        </Stack>
      )}
    </Panel>
  );
}
