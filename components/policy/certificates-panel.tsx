"use client";
// Certificates of insurance on a policy: the ones issued (each a PDF) and a form to issue another for a
// holder (a landlord, a client, a general contractor). Decision 017.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { EMPTY_ADDRESS, PremisesAddressFields, addressToSend, type StreetAddress } from "@/components/bind/premises-address";
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
  insuredAddress: "Insured's street address",
  "insuredAddress.line1": "Insured's street address",
  "insuredAddress.city": "Insured's city",
  "insuredAddress.state": "Insured's state",
  "insuredAddress.zip": "Insured's ZIP code",
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
  // A certificate shows the insured's street address: a policy bound without one takes it with its first certificate.
  const [premises, setPremises] = useState<StreetAddress>(EMPTY_ADDRESS);
  const [premisesMissing, setPremisesMissing] = useState<string | null>(null);
  const needsAddress = !policy.premisesAddress;
  const rated = { state: policy.insured.state ?? "", zip: policy.insured.zip ?? "" };
  // One Idempotency-Key per certificate asked for: a retry after a lost answer cannot issue two.
  const key = useRef<string | null>(null);
  const issue = useMutation({
    mutationFn: (insuredAddress: ReturnType<typeof addressToSend>["address"]) => {
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
          ...(insuredAddress ? { insuredAddress } : {}),
        },
        (key.current ??= newKey()),
      );
    },
    onSuccess: async () => {
      key.current = null;
      setFields(EMPTY);
      setPremises(EMPTY_ADDRESS);
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
              {c.lines.map((l) => (
                <span key={l.policyNumber} className="muted">
                  {" "}
                  <abbr title="Additional insured and subrogation waived, as the ACORD 25 columns print them">
                    ADDL INSD {l.additionalInsured ? "Y" : "N"}, SUBR WVD {l.subrogationWaived ? "Y" : "N"}
                  </abbr>
                </span>
              ))}
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
              const premisesToSend = needsAddress ? addressToSend(premises, rated) : { address: undefined, error: null };
              const premisesProblem = needsAddress && !premisesToSend.address ? (premisesToSend.error ?? "Enter the insured's street address and city.") : null;
              setPremisesMissing(premisesProblem);
              if (!fields.name.trim()) setNameMissing(true);
              if (!fields.name.trim() || premisesProblem) return;
              issue.mutate(premisesToSend.address);
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
            {needsAddress ? (
              <PremisesAddressFields
                idPrefix={`${id}-premises`}
                value={premises}
                onChange={(next) => {
                  setPremises(next);
                  setPremisesMissing(null);
                }}
                rated={rated}
                legend="Insured's street address"
                hint={`This policy was bound without the insured's street address, and a certificate must show it: enter it here (in ${rated.state} ${rated.zip}, where the policy was rated). It is kept on the policy for its declarations and later certificates.`}
                error={
                  premisesMissing ??
                  ["insuredAddress", "insuredAddress.line1", "insuredAddress.city", "insuredAddress.state", "insuredAddress.zip"]
                    .map((k) => fieldErrors[k])
                    .find(Boolean)
                }
              />
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
