"use client";
// Card fields for the offline provider (react-hook-form + zod). The API body is built with the server's
// CardInput schema; with Stripe, raw card data is refused and the customer pay page is used instead.
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo, useRef } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Grid } from "@/components/ui/layout";
import { ApiError } from "@/lib/client/api";
import { CardInput } from "@/lib/schemas/payments";

const CardFields = z.object({
  number: z
    .string()
    .trim()
    .refine((s) => /^[\d -]{12,23}$/.test(s) && /^\d{12,19}$/.test(s.replace(/[ -]/g, "")), "Enter the card number (12 to 19 digits)"),
  expiry: z
    .string()
    .trim()
    .regex(/^(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, "Enter the expiry as MM/YY"),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "Enter the 3 or 4 digit security code"),
});
type CardFields = z.infer<typeof CardFields>;

export type CardPayment = { method: "card"; card: z.infer<typeof CardInput> };

function toCardPayment(v: CardFields): CardPayment {
  const [mm = "", yy = ""] = v.expiry.split("/").map((s) => s.trim());
  const year = Number(yy);
  return { method: "card", card: CardInput.parse({ number: v.number, expMonth: Number(mm), expYear: yy.length === 2 ? 2000 + year : year, cvc: v.cvc }) };
}

function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID needs a secure context; plain http on a LAN address still has getRandomValues
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * One Idempotency-Key per payment attempt: kept while the outcome is unknown (a network failure, so a
 * retry cannot charge twice), replaced once the server has answered (a replay would repeat a decline).
 */
export function useAttemptKey() {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      current: () => (key.current ??= newIdempotencyKey()),
      settle: (error?: unknown) => {
        if (error === undefined || error instanceof ApiError) key.current = null;
      },
    }),
    [],
  );
}

interface Props {
  submitLabel: string;
  /** Resolves true when paid (the fields are then cleared); false keeps what was typed. */
  onPay: (payment: CardPayment) => Promise<boolean>;
  disabled?: boolean;
  /** A full-width button (the customer's pay page). */
  block?: boolean;
  /** The form's accessible name, when the page has more than one form. */
  label?: string;
}

export function CardPayForm({ submitLabel, onPay, disabled, block, label }: Props) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CardFields>({ resolver: zodResolver(CardFields), defaultValues: { number: "", expiry: "", cvc: "" } });
  const submit = handleSubmit(async (values) => {
    if (await onPay(toCardPayment(values))) reset();
  });
  const field = (name: keyof CardFields, label: string, extra: React.InputHTMLAttributes<HTMLInputElement>, className?: string) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]?.message} className={className}>
      {(control) => <input {...control} {...extra} {...register(name)} />}
    </Field>
  );
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Grid kind="compact" className="grid-tight">
        {field("number", "Card number", { inputMode: "numeric", autoComplete: "cc-number", placeholder: "1234 1234 1234 1234" }, "grid-span")}
        {field("expiry", "Expiry (MM/YY)", { autoComplete: "cc-exp", placeholder: "12/30" })}
        {field("cvc", "Security code", { inputMode: "numeric", autoComplete: "cc-csc", maxLength: 4 })}
      </Grid>
      <Button
        type="submit"
        variant="primary"
        className={block ? "btn-block" : undefined}
        disabled={disabled || isSubmitting}
        aria-busy={isSubmitting || undefined}
      >
        {submitLabel}
      </Button>
      {isSubmitting ? <span className="muted after-button">Processing payment…</span> : null}
    </form>
  );
}
