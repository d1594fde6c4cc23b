// The process's payment provider: Stripe when both Stripe keys are configured, else the offline one.
import { env, type Env } from "@/lib/env";
import { createOfflineProvider } from "@/lib/payments/offline";
import { createStripeProvider } from "@/lib/payments/stripe";
import type { PaymentProvider } from "@/lib/payments/types";

const holder = globalThis as unknown as { __paymentProvider?: PaymentProvider };

export function providerFromEnv(e: Env): PaymentProvider {
  if (e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY) {
    const base = e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : null;
    return createStripeProvider({
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === "https:" ? 443 : 80)), protocol: base.protocol === "https:" ? "https" : "http" } : {}),
    });
  }
  return createOfflineProvider();
}

export function paymentProvider(): PaymentProvider {
  holder.__paymentProvider ??= providerFromEnv(env());
  return holder.__paymentProvider;
}
