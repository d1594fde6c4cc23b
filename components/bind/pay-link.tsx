"use client";
// Email the customer a checkout link for this application and plan (POST /v1/quote/{quoteId}/pay-links),
// and the folio's links with what became of each (GET .../pay-links): sent, opened, paid, expired.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { StatusText } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Stack } from "@/components/ui/layout";
import { Notice } from "@/components/ui/notice";
import { Problem } from "@/components/ui/problem";
import { ScrollArea } from "@/components/ui/scroll-area";
import { ApiError } from "@/lib/client/api";
import { createPayLink, listPayLinks, type PayLinkItem } from "@/lib/client/endpoints";
import { queryKeys } from "@/lib/client/query-keys";
import { UnansweredAlert, unansweredIn } from "./unanswered-alert";

interface Props {
  quoteId: string;
  applicationId: string;
  /** The program's questions, to name unanswered ones in words when the link is refused. */
  applicationForm: unknown;
  paymentPlan: "annual" | "monthly";
  /** The customer's email when the application has one (prefilled). */
  suggestedEmail?: string | null;
  /** Required answers missing or still saving: the link would be refused, so it cannot be sent yet. */
  blocked?: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A link's status in a sentence-case word or two. */
export function payLinkStatusLabel(status: PayLinkItem["status"]): string {
  switch (status) {
    case "created":
      return "Not emailed";
    case "queued":
      return "Sending (will retry)";
    case "sent":
      return "Sent";
    case "stored":
      return "Saved (email not configured)";
    case "failed":
      return "Could not be sent";
    case "opened":
      return "Opened";
    case "paid":
      return "Paid";
    case "expired":
      return "Expired";
  }
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export function PayLink({ quoteId, applicationId, applicationForm, paymentPlan, suggestedEmail, blocked = false }: Props) {
  const queryClient = useQueryClient();
  const links = useQuery({ queryKey: queryKeys.payLinks(quoteId), queryFn: () => listPayLinks(quoteId) });
  const previous = links.data?.items.find((l) => l.recipient && l.quoteRequestIds.includes(applicationId))?.recipient;
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? suggestedEmail ?? previous ?? "";
  const [invalid, setInvalid] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (to: string) => createPayLink(quoteId, { quoteRequestIds: [applicationId], paymentPlan, email: to }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.payLinks(quoteId) }),
  });
  const sent = create.data;
  const serverFieldError = create.error instanceof ApiError ? create.error.errors.find((e) => e.path === "email")?.message : undefined;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const to = email.trim();
    if (!EMAIL.test(to)) {
      setInvalid(to ? "Enter an email address like name@example.com." : "Enter the customer's email address.");
      return;
    }
    setInvalid(null);
    create.mutate(to);
  }

  return (
    <Stack>
      <Notice className="flush">Or email the customer a link to pay by card themselves ({paymentPlan} plan).</Notice>
      <form onSubmit={submit} noValidate aria-label="Send a pay link" className="stack">
        <Field
          label="Customer's email"
          error={invalid ?? (serverFieldError ? `Email ${serverFieldError}.` : undefined)}
          hint="The link expires with the quote and can be used once."
        >
          {(control) => <input {...control} type="email" autoComplete="email" value={email} onChange={(e) => setTyped(e.target.value)} />}
        </Field>
        <div>
          <Button type="submit" disabled={create.isPending || blocked} aria-busy={create.isPending || undefined}>
            Send pay link
          </Button>
        </div>
      </form>
      {create.error instanceof ApiError && unansweredIn(create.error) !== null ? (
        <UnansweredAlert error={create.error} applicationForm={applicationForm} before="sending the customer a pay link" />
      ) : create.error && !serverFieldError ? (
        <Problem error={create.error} prefix="The pay link was not sent." />
      ) : null}
      {sent?.message ? (
        <Notice kind="status" className="flush break-anywhere">
          {sent.message.status === "sent" ? (
            <>Sent to {sent.message.to}.</>
          ) : sent.message.status === "stored" ? (
            <>
              Saved to <Link href={`/messages?open=${sent.message.id}`}>Sent messages</Link>: email is not configured, so copy the link from the message there
              and send it to {sent.message.to} yourself.
            </>
          ) : (
            <>
              Not sent to {sent.message.to} yet ({sent.message.lastError ?? "the mail server did not accept it"}); it will be retried. See{" "}
              <Link href="/messages">Sent messages</Link>.
            </>
          )}
        </Notice>
      ) : null}
      <PayLinkList quoteId={quoteId} />
    </Stack>
  );
}

/** The quote's pay links and what became of each (also shown once the application is bound). */
export function PayLinkList({ quoteId }: { quoteId: string }) {
  const links = useQuery({ queryKey: queryKeys.payLinks(quoteId), queryFn: () => listPayLinks(quoteId) });
  return (
    <>
      {links.data?.items.length ? (
        <ScrollArea>
          <table className="data">
            <caption className="table-title">Pay links for this quote</caption>
            <thead>
              <tr>
                <th scope="col">Sent to</th>
                <th scope="col">Plan</th>
                <th scope="col">Status</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {links.data.items.map((l) => (
                <tr key={l.id}>
                  <td className="break-anywhere">{l.recipient ?? "Not emailed"}</td>
                  <td>{l.paymentPlan === "monthly" ? "Monthly" : "Annual"}</td>
                  <td>
                    <StatusText status={l.status}>{payLinkStatusLabel(l.status)}</StatusText>
                    {l.status === "opened" && l.openedAt ? <span className="muted small block">{when(l.openedAt)}</span> : null}
                    {l.status === "paid" && l.paidAt ? <span className="muted small block">{when(l.paidAt)}</span> : null}
                  </td>
                  <td className="nowrap">{when(l.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      ) : null}
    </>
  );
}
