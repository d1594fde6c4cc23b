"use client";
// The customer's card form. With Stripe configured, the card is collected by Stripe Elements and never
// reaches our server (we send a PaymentMethod id); otherwise the offline provider's card form is used.
// Once paid, the page is rendered again from the server: the link is then the customer's receipt.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { CardPayForm } from "@/components/bind/pay-form";
import { Problem } from "@/components/ui/problem";
import { confirmPayWithLink, payPolicyLink, payWithLink, type Payment } from "@/lib/client/endpoints";
import { payWithAuthentication } from "@/lib/client/next-action";
import { StripeCardPay } from "./stripe-card";

interface Props {
  token: string;
  /** checkout (default): a quote's pay link, which binds; policy: a policy pay link (an installment or a balance due). */
  kind?: "checkout" | "policy";
  method: string;
  publishableKey: string | null;
  amountLabel: string;
}

export function PayForm({ token, kind = "checkout", method, publishableKey, amountLabel }: Props) {
  const router = useRouter();
  const [paid, setPaid] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  async function send(payment: Payment): Promise<boolean> {
    setFailure(null);
    try {
      if (kind === "policy") {
        await payPolicyLink(token, payment);
        setPaid("Paid. Thank you. Loading your receipt…");
      } else {
        const { policies } = await payWithAuthentication(() => payWithLink(token, payment), confirmPayWithLink, publishableKey);
        setPaid(`Policy numbers: ${policies.map((p) => p.number).join(", ")}. Loading your receipt…`);
      }
      router.refresh(); // the receipt
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    }
  }

  if (paid) {
    return (
      <div role="status">
        <h2>{kind === "policy" ? "Payment received." : "Paid. You are covered."}</h2>
        <p>{paid}</p>
      </div>
    );
  }
  return (
    <div className="stack">
      {method === "stripe" && publishableKey ? (
        <StripeCardPay publishableKey={publishableKey} submitLabel={`Pay ${amountLabel}`} onPay={send} block />
      ) : (
        <CardPayForm label="Card payment" submitLabel={`Pay ${amountLabel}`} onPay={send} block />
      )}
      {failure ? <Problem error={failure} prefix="The payment was not completed." /> : null}
    </div>
  );
}
