// 3-D Secure in the browser (decision 026). A bind or checkout answered 402 payment_requires_action with
// the payment's next action: with Stripe, Stripe.js handleNextAction shows the bank's challenge; with the
// offline provider, its challenge page opens in a frame over this page and says when it is done. Either
// way the page then POSTs the payment's confirmUrl, which binds, or says why not.
import { ApiError, type PaymentAction } from "./api";

/** The message the offline challenge page (components/pay/challenge.tsx) posts to the page that framed it. */
export const CHALLENGE_MESSAGE = "offline-3ds-challenge";

/** Runs `pay`; when the card asks for authentication, has the cardholder authenticate, then runs `confirm` with the confirm URL. */
export async function payWithAuthentication<T>(pay: () => Promise<T>, confirm: (confirmUrl: string) => Promise<T>, publishableKey: string | null): Promise<T> {
  try {
    return await pay();
  } catch (error) {
    if (!(error instanceof ApiError) || !error.payment || !error.type.endsWith("#payment_requires_action")) throw error;
    await authenticate(error.payment, publishableKey);
    // Whatever the cardholder did, the server asks the provider: bound, declined, or still waiting.
    return confirm(error.payment.confirmUrl);
  }
}

async function authenticate(payment: PaymentAction, publishableKey: string | null): Promise<void> {
  if (payment.nextAction.type === "use_stripe_sdk" && publishableKey) {
    const { loadStripe } = await import("@stripe/stripe-js/pure");
    const stripe = await loadStripe(publishableKey);
    // A failed or abandoned challenge is reported by the confirm call, from the PaymentIntent's state.
    if (stripe) await stripe.handleNextAction({ clientSecret: payment.clientSecret });
    return;
  }
  if (payment.nextAction.type === "redirect_to_url" && payment.nextAction.url?.startsWith("/"))
    await challengeInFrame(payment.nextAction.url, payment.clientSecret);
}

/** Opens a same-origin challenge page in a dialog; resolves when it reports a decision or the cardholder closes it. */
function challengeInFrame(url: string, clientSecret: string): Promise<void> {
  return new Promise((resolve) => {
    const dialog = document.createElement("dialog");
    dialog.className = "challenge-dialog";
    dialog.setAttribute("aria-label", "Confirm the payment with the card's bank");
    const frame = document.createElement("iframe");
    frame.src = url;
    frame.title = "Your bank's payment check";
    const close = document.createElement("button");
    close.type = "button";
    close.className = "btn";
    close.textContent = "Close";
    dialog.append(frame, close);
    const finish = () => {
      window.removeEventListener("message", onMessage);
      dialog.close();
      dialog.remove();
      resolve();
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; secret?: unknown } | null;
      if (event.origin !== window.location.origin || data?.type !== CHALLENGE_MESSAGE || data.secret !== clientSecret) return;
      setTimeout(finish, 600); // the page's own "confirmed" line is seen before it closes
    };
    window.addEventListener("message", onMessage);
    close.addEventListener("click", finish);
    dialog.addEventListener("cancel", finish);
    document.body.append(dialog);
    dialog.showModal();
  });
}
