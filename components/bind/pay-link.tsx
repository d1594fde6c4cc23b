"use client";
// A customer checkout link for this application and plan: POST /v1/quote/{quoteId}/pay-links.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { apiFetch } from "@/lib/client/api";
import { PayLinkResponse } from "@/lib/schemas/bind";

interface Props {
  quoteId: string;
  applicationId: string;
  paymentPlan: "annual" | "monthly";
}

export function PayLink({ quoteId, applicationId, paymentPlan }: Props) {
  const [copied, setCopied] = useState<"" | "copied" | "failed">("");
  const create = useMutation({
    mutationFn: () =>
      apiFetch("POST", `/v1/quote/${quoteId}/pay-links`, { body: { quoteRequestIds: [applicationId], paymentPlan }, schema: PayLinkResponse.shape.data }),
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
    <div className="stack">
      <p className="notice" style={{ margin: 0 }}>
        Or send the customer a link to pay by card themselves ({paymentPlan} plan).
      </p>
      <div>
        <button type="button" className="btn" onClick={() => create.mutate()} disabled={create.isPending}>
          Send pay link
        </button>
      </div>
      {create.error ? (
        <p role="alert" className="error">
          {create.error.message}
        </p>
      ) : null}
      {link ? (
        <div className="stack">
          <p role="status" style={{ margin: 0, overflowWrap: "anywhere" }}>
            Pay link: <a href={link.url}>{link.url}</a>
          </p>
          <div className="row">
            <button type="button" className="btn" onClick={() => void copy(link.url)}>
              Copy link
            </button>
            <span aria-live="polite" className="muted">
              {copied === "copied" ? "Link copied." : copied === "failed" ? "Could not copy; select the link and copy it." : ""}
            </span>
          </div>
          <p className="muted" style={{ margin: 0 }}>
            Valid until {new Date(link.expiresAt).toLocaleString()}; it works once.
          </p>
        </div>
      ) : null}
    </div>
  );
}
