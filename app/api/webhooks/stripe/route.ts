import { problemResponse } from "@/lib/api/errors";
import { handleStripeEvent, type StripeEventLike } from "@/lib/bind/webhooks";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { verifyStripeWebhook } from "@/lib/payments/stripe";

// POST /api/webhooks/stripe: Stripe events, verified with STRIPE_WEBHOOK_SECRET, de-duplicated by id
export async function POST(req: Request): Promise<Response> {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) return problemResponse("not_found", "Stripe webhooks are not configured (set STRIPE_WEBHOOK_SECRET).");
  const payload = await req.text();
  let event: StripeEventLike;
  try {
    event = verifyStripeWebhook(payload, req.headers.get("stripe-signature"), secret) as unknown as StripeEventLike;
  } catch (error) {
    return problemResponse("validation_error", `The Stripe-Signature does not verify: ${(error as Error).message}`, { errors: [{ path: "Stripe-Signature", message: "does not verify" }] });
  }
  const result = await handleStripeEvent(await db(), event);
  return Response.json({ received: true, result });
}
