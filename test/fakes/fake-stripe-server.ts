// A fake of the few Stripe endpoints the Stripe provider uses, on loopback, so tests drive the real SDK over
// real HTTP (no stripe-mock is installable here). Behaviour is chosen by Stripe's documented test
// PaymentMethod ids (pm_card_visa, pm_card_chargeDeclined, ...), so parallel tests never interfere.
// Wire details follow Stripe: form-encoded bodies with bracketed keys, Bearer auth, Idempotency-Key replay,
// the { error: { type, code, decline_code, message } } envelope with 402 for card errors.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

import Stripe from "stripe";

import { canonicalJson } from "@/lib/canonical-json";

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
}

export interface FakeStripeServer {
  url: string;
  host: string;
  port: number;
  close(): Promise<void>;
  /** Every request received, in order (path without the query string). */
  requests: FakeStripeRequest[];
  /** A saved card's bank changes its mind (as a card closed after it was saved): later charges do this. */
  setSavedCardBehaviour(paymentMethodId: string, behaviour: "succeed" | "decline" | "authenticate"): void;
  /**
   * The cardholder's side of 3-D Secure (what Stripe.js handleNextAction does in a browser): a PaymentIntent in
   * requires_action succeeds (approve) or fails with payment_intent_authentication_failure. Returns its new status.
   */
  authenticate(paymentIntentId: string, approve: boolean): string;
}

type TestCardBehaviour =
  | { outcome: "succeed"; brand: string; last4: string }
  | { outcome: "decline"; brand: string; last4: string; code: string; declineCode: string; message: string }
  | { outcome: "authenticate"; brand: string; last4: string };

/** https://docs.stripe.com/testing: the PaymentMethod ids this fake knows, and what each does. */
export const FAKE_STRIPE_PAYMENT_METHODS: Readonly<Record<string, TestCardBehaviour>> = {
  pm_card_visa: { outcome: "succeed", brand: "visa", last4: "4242" },
  pm_card_visa_debit: { outcome: "succeed", brand: "visa", last4: "5556" },
  pm_card_mastercard: { outcome: "succeed", brand: "mastercard", last4: "4444" },
  pm_card_amex: { outcome: "succeed", brand: "amex", last4: "8431" },
  pm_card_chargeDeclined: {
    outcome: "decline",
    brand: "visa",
    last4: "0002",
    code: "card_declined",
    declineCode: "generic_decline",
    message: "Your card was declined.",
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    outcome: "decline",
    brand: "visa",
    last4: "9995",
    code: "card_declined",
    declineCode: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  pm_card_chargeDeclinedExpiredCard: {
    outcome: "decline",
    brand: "visa",
    last4: "0069",
    code: "expired_card",
    declineCode: "expired_card",
    message: "Your card has expired.",
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    outcome: "decline",
    brand: "visa",
    last4: "0127",
    code: "incorrect_cvc",
    declineCode: "incorrect_cvc",
    message: "Your card's security code is incorrect.",
  },
  pm_card_chargeDeclinedProcessingError: {
    outcome: "decline",
    brand: "visa",
    last4: "0119",
    code: "processing_error",
    declineCode: "processing_error",
    message: "An error occurred while processing your card. Try again in a little bit.",
  },
  pm_card_threeDSecureRequired: { outcome: "authenticate", brand: "visa", last4: "3220" },
  pm_card_authenticationRequired: { outcome: "authenticate", brand: "visa", last4: "3184" },
  // 4000 0025 0000 3155: authenticates once on session; saved for off-session use, it then needs nothing more.
  pm_card_authenticationRequiredSetupForOffSession: { outcome: "authenticate", brand: "visa", last4: "3155" },
};

/** Test cards that, once authenticated and saved, charge off session without asking again. */
const SETUP_FOR_OFF_SESSION = new Set(["pm_card_authenticationRequiredSetupForOffSession"]);

const HOST = "127.0.0.1";
const MAX_BODY_BYTES = 1_000_000;
const MIN_AMOUNT_USD_CENTS = 50;
const STATEMENT_DESCRIPTOR_SUFFIX_MAX = 22;
const PAYMENT_INTENT_PARAMS = new Set([
  "amount",
  "currency",
  "payment_method",
  "confirm",
  "description",
  "statement_descriptor",
  "statement_descriptor_suffix",
  "metadata",
  "automatic_payment_methods",
  "return_url",
  "receipt_email",
  "expand",
  "customer",
  "setup_future_usage",
  "off_session",
]);
const CUSTOMER_PARAMS = new Set(["name", "email", "metadata", "description"]);
const REFUND_PARAMS = new Set(["payment_intent", "charge", "amount", "reason", "metadata", "expand"]);
const REFUND_REASONS = new Set(["duplicate", "fraudulent", "requested_by_customer"]);

type Params = { [key: string]: Param };
type Param = string | Param[] | Params;

interface PaymentIntentRecord {
  id: string;
  amount: number;
  currency: string;
  description: string | null;
  metadata: Record<string, string>;
  paymentMethod: string | null;
  statementDescriptorSuffix: string | null;
  status: "requires_payment_method" | "requires_confirmation" | "requires_action" | "succeeded";
  clientSecret: string;
  created: number;
  chargeId: string | null;
  lastPaymentError: Record<string, unknown> | null;
  customer: string | null;
  setupFutureUsage: string | null;
}

interface ChargeRecord {
  id: string;
  amount: number;
  amountRefunded: number;
  currency: string;
  paymentIntent: string;
  paymentMethod: string;
  status: "succeeded" | "failed";
  brand: string;
  last4: string;
  created: number;
  failureCode: string | null;
  failureMessage: string | null;
}

interface RefundRecord {
  id: string;
  amount: number;
  currency: string;
  charge: string;
  paymentIntent: string;
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

interface Reply {
  status: number;
  body: unknown;
}

class StripeFault extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

const invalidRequest = (message: string, extra: Record<string, unknown> = {}, status = 400) =>
  new StripeFault(status, { type: "invalid_request_error", message, ...extra });

export async function startFakeStripeServer(opts: { port?: number } = {}): Promise<FakeStripeServer> {
  const requests: FakeStripeRequest[] = [];
  const paymentIntents = new Map<string, PaymentIntentRecord>();
  const charges = new Map<string, ChargeRecord>();
  const refunds = new Map<string, RefundRecord>();
  const customers = new Map<string, { id: string; name: string | null; email: string | null; metadata: Record<string, string>; created: number }>();
  // PaymentMethods saved to a customer (setup_future_usage): a new id with the test card's behaviour, as Stripe clones pm_card_* tokens.
  const savedMethods = new Map<string, { customer: string; behaviour: TestCardBehaviour }>();
  // Stripe keeps the first response per (account, key) and replays it; a different request is refused.
  const idempotent = new Map<string, { fingerprint: string; reply: Reply }>();
  const sockets = new Set<Socket>();

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent && !res.destroyed) send(res, { status: 500, body: { error: { type: "api_error", message: `fake Stripe failed: ${String(err)}` } } });
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const url = new URL(req.url ?? "/", "http://fake-stripe.invalid");
    const idempotencyKey = headerValue(req, "idempotency-key");
    requests.push({ method, path: url.pathname, idempotencyKey });

    const raw = await readBody(req);
    if (raw === undefined) return send(res, fault(invalidRequest(`Request body over ${MAX_BODY_BYTES} bytes.`, {}, 413)));

    const apiKey = bearerKey(req);
    if (apiKey === null) {
      return send(
        res,
        fault(invalidRequest("You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.", {}, 401)),
      );
    }
    if (!/^(sk|rk)_test_\S+$/.test(apiKey)) {
      return send(res, fault(invalidRequest(`Invalid API Key provided: ${apiKey.slice(0, 8)}****. The fake accepts test-mode keys only.`, {}, 401)));
    }

    let params: Params;
    try {
      params = parseStripeForm(method === "GET" || method === "DELETE" ? url.search.slice(1) : raw);
    } catch (err) {
      return send(res, fault(err));
    }

    const route = routeFor(method, url.pathname);
    if (!route) {
      return send(res, fault(invalidRequest(`Unrecognized request URL (${method}: ${url.pathname}).`, {}, 404)));
    }
    if (method !== "POST" || idempotencyKey === null)
      return send(
        res,
        run(() => route(params)),
      );

    const scope = `${apiKey}\u0000${idempotencyKey}`;
    const fingerprint = canonicalJson({ method, path: url.pathname, params });
    const previous = idempotent.get(scope);
    if (previous) {
      if (previous.fingerprint !== fingerprint) {
        return send(
          res,
          fault(
            new StripeFault(400, {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            }),
          ),
        );
      }
      res.setHeader("idempotent-replayed", "true");
      return send(res, previous.reply);
    }
    const reply = run(() => route(params));
    // As Stripe: a request refused by validation (400) stores nothing; one that ran (200, 402) is replayed.
    if (reply.status === 200 || reply.status === 402) idempotent.set(scope, { fingerprint, reply });
    return send(res, reply);
  }

  function routeFor(method: string, path: string): ((params: Params) => Reply) | null {
    if (method === "POST" && path === "/v1/payment_intents") return createPaymentIntent;
    if (method === "POST" && path === "/v1/refunds") return createRefund;
    if (method === "POST" && path === "/v1/customers") return createCustomer;
    const pi = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && pi?.[1]) {
      const id = decodeURIComponent(pi[1]);
      return (params) => ({
        status: 200,
        body: renderPaymentIntent(mustFind(paymentIntents, id, "payment_intent", 404), expansions(params, ["latest_charge"])),
      });
    }
    const ch = /^\/v1\/charges\/([^/]+)$/.exec(path);
    if (method === "GET" && ch?.[1]) {
      const id = decodeURIComponent(ch[1]);
      return (params) => {
        expansions(params, []);
        return { status: 200, body: renderCharge(mustFind(charges, id, "charge", 404)) };
      };
    }
    return null;
  }

  // POST /v1/payment_intents
  function createPaymentIntent(params: Params): Reply {
    rejectUnknown(params, PAYMENT_INTENT_PARAMS);
    const expand = expansions(params, ["latest_charge"]);
    const amount = integerParam(params, "amount", true);
    if (amount < MIN_AMOUNT_USD_CENTS) {
      throw invalidRequest("Amount must be at least $0.50 usd", { code: "amount_too_small", param: "amount" });
    }
    const currency = stringParam(params, "currency", true);
    if (currency !== "usd") throw invalidRequest(`Invalid currency: ${currency}. The fake supports usd only.`, { param: "currency" });
    if (params.statement_descriptor !== undefined) {
      throw invalidRequest(
        "The `statement_descriptor` parameter is not supported for the `card` payment method type. Use `statement_descriptor_suffix` instead.",
        {
          param: "statement_descriptor",
        },
      );
    }
    const suffix = stringParam(params, "statement_descriptor_suffix", false);
    if (suffix !== undefined && (suffix.length > STATEMENT_DESCRIPTOR_SUFFIX_MAX || /[<>\\'"*]/.test(suffix) || !/[A-Za-z]/.test(suffix))) {
      throw invalidRequest("Invalid statement_descriptor_suffix: at most 22 characters, at least one letter, none of < > \\ ' \" *.", {
        param: "statement_descriptor_suffix",
      });
    }
    const confirm = booleanParam(params, "confirm");
    const paymentMethod = stringParam(params, "payment_method", false);
    const automatic = params.automatic_payment_methods;
    if (automatic !== undefined && (typeof automatic !== "object" || Array.isArray(automatic))) {
      throw invalidRequest("Invalid object", { param: "automatic_payment_methods" });
    }
    const automaticEnabled = automatic !== undefined && automatic.enabled === "true";
    if (confirm && automaticEnabled && automatic.allow_redirects !== "never" && params.return_url === undefined) {
      throw invalidRequest(
        "This PaymentIntent is configured to accept payment methods enabled in your Dashboard, some of which may require a full page redirect. Provide a return_url, or set automatic_payment_methods[allow_redirects] to never.",
        { code: "payment_intent_unexpected_state" },
      );
    }
    const customer = stringParam(params, "customer", false);
    if (customer !== undefined && !customers.has(customer))
      throw invalidRequest(`No such customer: '${customer}'`, { code: "resource_missing", param: "customer" });
    const setupFutureUsage = stringParam(params, "setup_future_usage", false);
    if (setupFutureUsage !== undefined && setupFutureUsage !== "off_session" && setupFutureUsage !== "on_session") {
      throw invalidRequest("Invalid setup_future_usage", { param: "setup_future_usage" });
    }
    if (setupFutureUsage !== undefined && customer === undefined) {
      throw invalidRequest("You must provide a customer to use setup_future_usage.", { param: "setup_future_usage" });
    }
    const offSession = params.off_session !== undefined && booleanParam(params, "off_session");
    if (offSession && !confirm) throw invalidRequest("off_session can only be used with confirm=true.", { param: "off_session" });
    const saved = paymentMethod === undefined ? undefined : savedMethods.get(paymentMethod);
    if (saved && saved.customer !== customer) {
      throw invalidRequest(`The provided PaymentMethod belongs to a Customer; pass that Customer as customer.`, { param: "payment_method" });
    }
    const behaviour = paymentMethod === undefined ? undefined : (saved?.behaviour ?? FAKE_STRIPE_PAYMENT_METHODS[paymentMethod]);
    if (paymentMethod !== undefined && !behaviour) {
      throw invalidRequest(`No such PaymentMethod: '${paymentMethod}'`, { code: "resource_missing", param: "payment_method" });
    }
    if (confirm && !paymentMethod) {
      throw invalidRequest("You cannot confirm this PaymentIntent because it's missing a payment method.", { code: "payment_intent_unexpected_state" });
    }

    const id = newId("pi");
    const intent: PaymentIntentRecord = {
      id,
      amount,
      currency,
      description: stringParam(params, "description", false) ?? null,
      metadata: metadataParam(params),
      paymentMethod: paymentMethod ?? null,
      statementDescriptorSuffix: suffix ?? null,
      status: paymentMethod ? "requires_confirmation" : "requires_payment_method",
      clientSecret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      created: nowSeconds(),
      chargeId: null,
      lastPaymentError: null,
      customer: customer ?? null,
      setupFutureUsage: setupFutureUsage ?? null,
    };
    paymentIntents.set(id, intent);
    if (!confirm || !behaviour || !paymentMethod) return { status: 200, body: renderPaymentIntent(intent, expand) };

    if (behaviour.outcome === "authenticate" && offSession) {
      // Nobody is there to authenticate: Stripe declines with authentication_required.
      const error = {
        type: "card_error",
        code: "authentication_required",
        decline_code: "authentication_required",
        message: "Your card was declined. This transaction requires authentication.",
      };
      intent.status = "requires_payment_method";
      intent.lastPaymentError = error;
      return { status: 402, body: { error: { ...error, payment_intent: renderPaymentIntent(intent, new Set()) } } };
    }
    if (behaviour.outcome === "authenticate") {
      intent.status = "requires_action";
      return { status: 200, body: renderPaymentIntent(intent, expand) };
    }
    const charge = chargeFor(intent, paymentMethod, behaviour);
    if (behaviour.outcome === "succeed") {
      intent.status = "succeeded";
      if (!saved) saveForLater(intent, charge, behaviour);
      return { status: 200, body: renderPaymentIntent(intent, expand) };
    }
    const error = {
      type: "card_error",
      code: behaviour.code,
      decline_code: behaviour.declineCode,
      message: behaviour.message,
      charge: charge.id,
      doc_url: `https://docs.stripe.com/error-codes/${behaviour.code.replaceAll("_", "-")}`,
    };
    intent.status = "requires_payment_method";
    intent.lastPaymentError = error;
    return { status: 402, body: { error: { ...error, payment_intent: renderPaymentIntent(intent, new Set()) } } };
  }

  function chargeFor(intent: PaymentIntentRecord, paymentMethod: string, behaviour: TestCardBehaviour): ChargeRecord {
    const charge: ChargeRecord = {
      id: newId("ch"),
      amount: intent.amount,
      amountRefunded: 0,
      currency: intent.currency,
      paymentIntent: intent.id,
      paymentMethod,
      status: behaviour.outcome === "decline" ? "failed" : "succeeded",
      brand: behaviour.brand,
      last4: behaviour.last4,
      created: nowSeconds(),
      failureCode: behaviour.outcome === "decline" ? behaviour.code : null,
      failureMessage: behaviour.outcome === "decline" ? behaviour.message : null,
    };
    charges.set(charge.id, charge);
    intent.chargeId = charge.id;
    return charge;
  }

  /** setup_future_usage: the card is attached to the customer as a new PaymentMethod, which the intent then names. */
  function saveForLater(intent: PaymentIntentRecord, charge: ChargeRecord, behaviour: TestCardBehaviour): void {
    if (intent.customer === null || intent.setupFutureUsage === null || intent.paymentMethod === null) return;
    const pm = `pm_${randomBytes(12).toString("hex")}`;
    const later: TestCardBehaviour = SETUP_FOR_OFF_SESSION.has(intent.paymentMethod)
      ? { outcome: "succeed", brand: behaviour.brand, last4: behaviour.last4 }
      : behaviour;
    savedMethods.set(pm, { customer: intent.customer, behaviour: later });
    intent.paymentMethod = pm;
    charge.paymentMethod = pm;
  }

  function authenticate(paymentIntentId: string, approve: boolean): string {
    const intent = paymentIntents.get(paymentIntentId);
    if (!intent) throw new Error(`fake Stripe: no PaymentIntent ${paymentIntentId}`);
    if (intent.status !== "requires_action" || intent.paymentMethod === null) return intent.status;
    const behaviour = savedMethods.get(intent.paymentMethod)?.behaviour ?? FAKE_STRIPE_PAYMENT_METHODS[intent.paymentMethod]!;
    if (approve) {
      const charge = chargeFor(intent, intent.paymentMethod, behaviour);
      intent.status = "succeeded";
      saveForLater(intent, charge, behaviour);
    } else {
      intent.status = "requires_payment_method";
      intent.lastPaymentError = {
        type: "invalid_request_error",
        code: "payment_intent_authentication_failure",
        message:
          "The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.",
      };
    }
    return intent.status;
  }

  // POST /v1/customers
  function createCustomer(params: Params): Reply {
    rejectUnknown(params, CUSTOMER_PARAMS);
    const id = `cus_${randomBytes(7).toString("hex")}`;
    const record = {
      id,
      name: stringParam(params, "name", false) ?? null,
      email: stringParam(params, "email", false) ?? null,
      metadata: metadataParam(params),
      created: nowSeconds(),
    };
    customers.set(id, record);
    return {
      status: 200,
      body: { id, object: "customer", name: record.name, email: record.email, metadata: record.metadata, created: record.created, livemode: false },
    };
  }

  // POST /v1/refunds
  function createRefund(params: Params): Reply {
    rejectUnknown(params, REFUND_PARAMS);
    expansions(params, []);
    const piId = stringParam(params, "payment_intent", false);
    const chargeIdParam = stringParam(params, "charge", false);
    if ((piId === undefined) === (chargeIdParam === undefined)) {
      throw invalidRequest("Exactly one of the following params should be provided: charge, payment_intent.");
    }
    let charge: ChargeRecord | undefined;
    if (piId !== undefined) {
      const intent = mustFind(paymentIntents, piId, "payment_intent", 400, "payment_intent");
      charge = intent.status === "succeeded" && intent.chargeId ? charges.get(intent.chargeId) : undefined;
      if (!charge) {
        throw invalidRequest(`This PaymentIntent (${piId}) does not have a successful charge to refund.`, {
          code: "charge_not_refundable",
          param: "payment_intent",
        });
      }
    } else if (chargeIdParam !== undefined) {
      charge = mustFind(charges, chargeIdParam, "charge", 400, "charge");
      if (charge.status !== "succeeded")
        throw invalidRequest(`Charge ${charge.id} did not succeed and cannot be refunded.`, { code: "charge_not_refundable", param: "charge" });
    }
    if (!charge) throw invalidRequest("Nothing to refund.");
    const remaining = charge.amount - charge.amountRefunded;
    if (remaining === 0) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: "charge_already_refunded" });
    const amount = params.amount === undefined ? remaining : integerParam(params, "amount", true);
    if (amount < 1) throw invalidRequest("Invalid positive integer", { code: "parameter_invalid_integer", param: "amount" });
    if (amount > remaining) {
      throw invalidRequest(`Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(remaining)})`, {
        code: "amount_too_large",
        param: "amount",
      });
    }
    const reason = stringParam(params, "reason", false);
    if (reason !== undefined && !REFUND_REASONS.has(reason)) {
      throw invalidRequest(`Invalid reason: must be one of ${[...REFUND_REASONS].join(", ")}`, { param: "reason" });
    }
    charge.amountRefunded += amount;
    const refund: RefundRecord = {
      id: newId("re"),
      amount,
      currency: charge.currency,
      charge: charge.id,
      paymentIntent: charge.paymentIntent,
      reason: reason ?? null,
      metadata: metadataParam(params),
      created: nowSeconds(),
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: renderRefund(refund) };
  }

  function renderPaymentIntent(pi: PaymentIntentRecord, expand: ReadonlySet<string>) {
    const charge = pi.chargeId ? charges.get(pi.chargeId) : undefined;
    return {
      id: pi.id,
      object: "payment_intent",
      amount: pi.amount,
      amount_capturable: 0,
      amount_received: pi.status === "succeeded" ? pi.amount : 0,
      automatic_payment_methods: { allow_redirects: "never", enabled: true },
      capture_method: "automatic_async",
      client_secret: pi.clientSecret,
      confirmation_method: "automatic",
      created: pi.created,
      currency: pi.currency,
      description: pi.description,
      last_payment_error: pi.lastPaymentError,
      latest_charge: charge ? (expand.has("latest_charge") ? renderCharge(charge) : charge.id) : null,
      livemode: false,
      metadata: pi.metadata,
      next_action:
        pi.status === "requires_action"
          ? {
              type: "use_stripe_sdk",
              use_stripe_sdk: { type: "three_d_secure_redirect", stripe_js: `https://hooks.stripe.com/3d_secure_2/hosted?payment_intent=${pi.id}` },
            }
          : null,
      payment_method: pi.paymentMethod,
      payment_method_types: ["card"],
      customer: pi.customer,
      setup_future_usage: pi.setupFutureUsage,
      statement_descriptor: null,
      statement_descriptor_suffix: pi.statementDescriptorSuffix,
      status: pi.status,
    };
  }

  function renderCharge(ch: ChargeRecord) {
    return {
      id: ch.id,
      object: "charge",
      amount: ch.amount,
      amount_captured: ch.status === "succeeded" ? ch.amount : 0,
      amount_refunded: ch.amountRefunded,
      captured: ch.status === "succeeded",
      created: ch.created,
      currency: ch.currency,
      failure_code: ch.failureCode,
      failure_message: ch.failureMessage,
      livemode: false,
      paid: ch.status === "succeeded",
      payment_intent: ch.paymentIntent,
      payment_method: ch.paymentMethod,
      payment_method_details: {
        type: "card",
        card: { brand: ch.brand, last4: ch.last4, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, funding: "credit", country: "US" },
      },
      refunded: ch.amountRefunded === ch.amount,
      status: ch.status,
    };
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, HOST, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("fake Stripe server has no TCP address");
  const port = address.port;

  return {
    url: `http://${HOST}:${port}`,
    host: HOST,
    port,
    requests,
    authenticate,
    setSavedCardBehaviour(paymentMethodId, outcome) {
      const saved = savedMethods.get(paymentMethodId);
      if (!saved) throw new Error(`fake Stripe: no saved PaymentMethod ${paymentMethodId}`);
      const { brand, last4 } = saved.behaviour;
      saved.behaviour =
        outcome === "decline"
          ? { outcome, brand, last4, code: "card_declined", declineCode: "generic_decline", message: "Your card was declined." }
          : { outcome, brand, last4 };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // The SDK keeps connections alive; without this close() would wait for them to idle out.
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
      }),
  };
}

function renderRefund(re: RefundRecord) {
  return {
    id: re.id,
    object: "refund",
    amount: re.amount,
    charge: re.charge,
    created: re.created,
    currency: re.currency,
    metadata: re.metadata,
    payment_intent: re.paymentIntent,
    reason: re.reason,
    status: "succeeded",
  };
}

/**
 * Decodes a body the way Stripe does: `a[b][c]=v` nests, `a[0]=v` (or `a[]=v`) builds arrays.
 * Throws an invalid_request_error fault for keys it cannot read.
 */
export function parseStripeForm(body: string): Params {
  const root: Params = Object.create(null) as Params;
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match?.[1]) throw invalidRequest(`Invalid parameter name: ${rawKey}`);
    const path = [match[1], ...[...(match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? "")];
    if (path.some((k) => k === "__proto__" || k === "constructor" || k === "prototype")) throw invalidRequest(`Invalid parameter name: ${rawKey}`);
    let node: Params = root;
    for (let i = 0; i < path.length; i++) {
      let key = path[i] ?? "";
      if (key === "") key = String(Object.keys(node).length); // a[]=x appends
      if (i === path.length - 1) {
        node[key] = value;
        break;
      }
      const next = node[key];
      if (next === undefined) {
        const child = Object.create(null) as Params;
        node[key] = child;
        node = child;
      } else if (typeof next === "object" && !Array.isArray(next)) {
        node = next;
      } else {
        throw invalidRequest(`Invalid parameter name: ${rawKey} (conflicts with another parameter)`);
      }
    }
  }
  return indexedObjectsToArrays(root, "") as Params;
}

function indexedObjectsToArrays(value: Param, key: string): Param {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, key === "metadata" ? v : indexedObjectsToArrays(v, k)] as const);
  const isList = key !== "metadata" && entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
  if (isList) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  const out = Object.create(null) as Params;
  for (const [k, v] of entries) out[k] = v;
  return out;
}

function rejectUnknown(params: Params, allowed: ReadonlySet<string>): void {
  for (const key of Object.keys(params)) {
    if (!allowed.has(key)) throw invalidRequest(`Received unknown parameter: ${key}`, { code: "parameter_unknown", param: key });
  }
}

function expansions(params: Params, allowed: readonly string[]): Set<string> {
  const raw = params.expand;
  if (raw === undefined) return new Set();
  const list = Array.isArray(raw) ? raw : [raw];
  const out = new Set<string>();
  for (const item of list) {
    if (typeof item !== "string" || !allowed.includes(item)) {
      throw invalidRequest(`This property cannot be expanded (${typeof item === "string" ? item : "?"}).`, { param: "expand" });
    }
    out.add(item);
  }
  return out;
}

function stringParam(params: Params, name: string, required: true): string;
function stringParam(params: Params, name: string, required: false): string | undefined;
function stringParam(params: Params, name: string, required: boolean): string | undefined {
  const value = params[name];
  if (value === undefined) {
    if (required) throw invalidRequest(`Missing required param: ${name}.`, { code: "parameter_missing", param: name });
    return undefined;
  }
  if (typeof value !== "string") throw invalidRequest(`Invalid string: ${name}`, { param: name });
  return value;
}

function integerParam(params: Params, name: string, required: true): number {
  const value = stringParam(params, name, required);
  if (!/^\d{1,15}$/.test(value)) throw invalidRequest("Invalid integer: " + value, { code: "parameter_invalid_integer", param: name });
  return Number(value);
}

function booleanParam(params: Params, name: string): boolean {
  const value = stringParam(params, name, false);
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  throw invalidRequest(`Invalid boolean: ${value}`, { param: name });
}

function metadataParam(params: Params): Record<string, string> {
  const value = params.metadata;
  if (value === undefined || value === "") return {};
  if (typeof value !== "object" || Array.isArray(value)) throw invalidRequest("Invalid object", { param: "metadata" });
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v !== "string") throw invalidRequest(`Invalid metadata value for ${k}`, { param: `metadata[${k}]` });
    if (k.length > 40 || v.length > 500) throw invalidRequest("Metadata keys are at most 40 characters and values at most 500.", { param: `metadata[${k}]` });
    out[k] = v;
  }
  if (Object.keys(out).length > 50) throw invalidRequest("Metadata may have at most 50 keys.", { param: "metadata" });
  return out;
}

function mustFind<T>(map: Map<string, T>, id: string, kind: string, status: number, param?: string): T {
  const found = map.get(id);
  if (!found) throw invalidRequest(`No such ${kind}: '${id}'`, { code: "resource_missing", ...(param ? { param } : {}) }, status);
  return found;
}

function run(route: () => Reply): Reply {
  try {
    return route();
  } catch (err) {
    return fault(err);
  }
}

function fault(err: unknown): Reply {
  if (err instanceof StripeFault) return { status: err.status, body: { error: err.error } };
  return { status: 500, body: { error: { type: "api_error", message: `fake Stripe failed: ${err instanceof Error ? err.message : String(err)}` } } };
}

function send(res: ServerResponse, reply: Reply): void {
  const body = JSON.stringify(reply.body, null, 2);
  res.writeHead(reply.status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    "request-id": `req_${randomBytes(7).toString("hex")}`,
    "stripe-version": Stripe.API_VERSION,
  });
  res.end(body);
}

function headerValue(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === "string" && value !== "" ? value : null;
}

function bearerKey(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(headerValue(req, "authorization") ?? "");
  return match?.[1] ?? null;
}

function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooBig = true;
      else chunks.push(chunk);
    });
    req.on("end", () => resolve(tooBig ? undefined : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function newId(prefix: "pi" | "ch" | "re" | "evt"): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** A snapshot event shaped as Stripe delivers it, e.g. stripeEvent("payment_intent.succeeded", intent). */
export function stripeEvent(type: string, object: object, opts: { id?: string } = {}) {
  return {
    id: opts.id ?? newId("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/**
 * A webhook body and its Stripe-Signature header, signed by the SDK itself. The body is pretty-printed as
 * Stripe's is; verify the exact string. timestamp (Unix seconds) backdates the signature for tolerance tests.
 */
export function signedWebhook(event: object, secret: string, opts: { timestamp?: number } = {}): { payload: string; header: string } {
  const payload = JSON.stringify(event, null, 2);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(opts.timestamp !== undefined ? { timestamp: opts.timestamp } : {}) });
  return { payload, header };
}
