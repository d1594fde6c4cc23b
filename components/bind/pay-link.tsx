"use client";
// A customer checkout link for this application and plan: POST /v1/quote/{quoteId}/pay-links.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Row, Stack } from "@/components/ui/layout";
import { Notice } from "@/components/ui/notice";
import { ApiError } from "@/lib/client/api";
import { createPayLink } from "@/lib/client/endpoints";
import { UnansweredAlert, unansweredIn } from "./unanswered-alert";

interface Props {
  quoteId: string;
  applicationId: string;
  /** The program's questions, to name unanswered ones in words when the link is refused. */
  applicationForm: unknown;
  paymentPlan: "annual" | "monthly";
}

export function PayLink({ quoteId, applicationId, applicationForm, paymentPlan }: Props) {
  const [copied, setCopied] = useState<"" | "copied" | "failed">("");
  const create = useMutation({
    mutationFn: () => createPayLink(quoteId, { quoteRequestIds: [applicationId], paymentPlan }),
    onMutate: () => setCopied(""),
  });
  const link = create.data;

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  }

  return (
    <Stack>
      <Notice className="flush">Or send the customer a link to pay by card themselves ({paymentPlan} plan).</Notice>
      <div>
        <Button onClick={() => create.mutate()} disabled={create.isPending}>
          Send pay link
        </Button>
      </div>
      {create.error instanceof ApiError && unansweredIn(create.error) !== null ? (
        <UnansweredAlert error={create.error} applicationForm={applicationForm} before="sending the customer a pay link" />
      ) : create.error ? (
        <Notice kind="alert">{create.error.message}</Notice>
      ) : null}
      {link ? (
        <Stack>
          <Notice kind="status" className="flush break-anywhere">
            Pay link: <a href={link.url}>{link.url}</a>
          </Notice>
          <Row>
            <Button onClick={() => void copy(link.url)}>Copy link</Button>
            <span aria-live="polite" className="muted">
              {copied === "copied" ? "Link copied." : copied === "failed" ? "Could not copy; select the link and copy it." : ""}
            </span>
          </Row>
          <p className="muted flush">Valid until {new Date(link.expiresAt).toLocaleString()}; it works once.</p>
        </Stack>
      ) : null}
    </Stack>
  );
}
