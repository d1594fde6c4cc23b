import { z } from "zod";
import { logFor } from "@/lib/log";
import { inspectJson, readBodyText } from "@/lib/api/input";
import { problemResponse, zodIssues } from "@/lib/api/problem";
import { AppError } from "@/lib/errors";
import { describeError } from "@/lib/api/route";
import { handleStripeEvent } from "@/lib/payments/webhooks";
import { settleFromWebhook } from "@/lib/bind/pending";
import { services } from "@/lib/runtime";
import { env } from "@/lib/env";
import { verifyStripeWebhook } from "@/lib/payments/stripe";

/** What the handler reads of an event; a signed event without it is refused, not a 500. */
const StripeEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int(),
  data: z.object({
    object: z
      .object({
        id: z.string().max(255).optional(),
        object: z.string().max(255).optional(),
        payment_intent: z.string().max(255).nullable().optional(),
        status: z.string().max(255).optional(),
        amount: z.number().int().optional(),
        amount_refunded: z.number().int().optional(),
      })
      .loose(),
  }),
});

const SETTLING_EVENTS = new Set(["payment_intent.succeeded", "payment_intent.payment_failed"]);

// POST /api/webhooks/stripe: Stripe events, verified with STRIPE_WEBHOOK_SECRET, de-duplicated by id
export async function POST(req: Request): Promise<Response> {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) return problemResponse("not_found", "Stripe webhooks are not configured (set STRIPE_WEBHOOK_SECRET).");
  try {
    const payload = await readBodyText(req);
    let verified: unknown;
    try {
      verified = verifyStripeWebhook(payload, req.headers.get("stripe-signature"), secret);
    } catch (error) {
      return problemResponse("validation_error", `The Stripe-Signature does not verify: ${(error as Error).message}`, {
        errors: [{ path: "Stripe-Signature", message: "does not verify" }],
      });
    }
    const textIssues = inspectJson(verified);
    const event = StripeEvent.safeParse(verified);
    if (textIssues.length || !event.success) {
      const errors = [...textIssues, ...(event.success ? [] : zodIssues(event.error))];
      logFor("stripe-webhooks").warn(
        { path: "/api/webhooks/stripe", errors: errors.map((e) => e.path) },
        "signed event refused: not an event this endpoint reads",
      );
      return problemResponse("validation_error", "The event is signed but is not a Stripe event this endpoint can read.", { errors });
    }
    const svc = await services();
    const intent = event.data.data.object;
    if (intent.object === "payment_intent" && intent.id && SETTLING_EVENTS.has(event.data.type)) {
      // A bind waiting for 3-D Secure is settled by whichever comes first, this event or the confirm call (decision 026).
      await settleFromWebhook(svc.db, intent.id, { requestId: `stripe:${event.data.id}`, provider: svc.payments });
    }
    const result = await handleStripeEvent(svc.db, event.data);
    return Response.json({ received: true, result });
  } catch (error) {
    if (error instanceof AppError) return problemResponse(error.code, error.message, { errors: error.errors, extensions: error.extensions });
    logFor("stripe-webhooks").error({ path: "/api/webhooks/stripe", ...describeError(error) }, "stripe event failed");
    return problemResponse("internal_error", "The event could not be processed; Stripe will deliver it again.");
  }
}
