import { notFound } from "next/navigation";
import { ChallengeButtons } from "@/components/pay/challenge";
import { isOfflineProvider } from "@/lib/payments/offline";
import { services } from "@/lib/runtime";
import { formatMoney } from "@/lib/client/format";
import { fromCents } from "@/lib/schemas/common";

export const dynamic = "force-dynamic";
export const metadata = { title: "Confirm your payment" };

// GET /pay/authenticate/{clientSecret}: the offline payment provider's stand-in for the bank's 3-D Secure
// page (decision 026). Opened in a frame by the portal and the pay page when a bind answers 402
// payment_requires_action; the client secret is the credential. With Stripe configured it does not exist.
export default async function ChallengePage({ params }: { params: Promise<{ secret: string }> }) {
  const { secret } = await params;
  const { payments } = await services();
  const challenge = isOfflineProvider(payments) ? payments.challenge(decodeURIComponent(secret)) : null;
  if (!challenge) notFound();
  return (
    <main className="checkout" id="main">
      <h1>Confirm your payment</h1>
      <p>
        Your bank asks you to confirm a payment of <strong className="price">{formatMoney(fromCents(challenge.amountCents))}</strong> for{" "}
        {challenge.description}.
      </p>
      <p className="muted small">
        This is the test bank of the offline payment provider, standing in for 3-D Secure: with a real card, your bank would ask for a code or an app approval
        here.
      </p>
      <ChallengeButtons secret={decodeURIComponent(secret)} status={challenge.status} />
    </main>
  );
}
