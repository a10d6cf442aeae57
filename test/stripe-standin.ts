import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export interface RecordedCall {
  method: string;
  path: string;
  /** Form fields as Stripe's client sends them, e.g. `line_items[0][price]`. */
  params: Record<string, string>;
}

type SubscriptionFields = {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  trialEnd?: number | null;
  periodEnd: number;
  userId?: string;
  /** The billing interval of the subscription's price (default month). */
  interval?: "month" | "year";
};

/**
 * A stand-in for the parts of Stripe's REST API that LaunchLens calls, on loopback. The real `stripe` client talks to
 * it over HTTP (STRIPE_API_BASE). It records every call and keeps subscriptions whose state a test sets.
 */
export class StripeStandIn {
  readonly calls: RecordedCall[] = [];
  readonly subscriptions = new Map<string, Stripe.Subscription>();
  /** When set, every request fails with this HTTP status. */
  failWith: number | null = null;
  /** Requests held this long before the answer, as a slow Stripe would hold them (see hold()). */
  private readonly holds: { method: string; path: string | RegExp; ms: number }[] = [];
  private server: Server | undefined;
  private counter = 0;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        const url = new URL(request.url ?? "/", "http://standin");
        const params = Object.fromEntries(new URLSearchParams(request.method === "GET" ? url.search : body));
        const call = { method: request.method ?? "GET", path: url.pathname, params };
        this.calls.push(call);
        const key = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
        const [status, payload] = this.failWith
          ? [this.failWith, error("api_error", "Stand-in failure")]
          : (this.answerAccount(call, key) ?? this.answer(call));
        const held = this.holds.find(
          (h) =>
            h.method === call.method && (typeof h.path === "string" ? h.path === call.path : h.path.test(call.path)),
        );
        setTimeout(() => {
          response.writeHead(status, { "content-type": "application/json", "request-id": `req_${++this.counter}` });
          response.end(JSON.stringify(payload));
        }, held?.ms ?? 0);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** Holds every matching request for `ms` before answering, until release(). */
  hold(method: string, path: string | RegExp, ms: number): void {
    this.holds.push({ method, path, ms });
  }

  release(): void {
    this.holds.length = 0;
  }

  callsTo(method: string, path: string | RegExp): RecordedCall[] {
    return this.calls.filter(
      (c) => c.method === method && (typeof path === "string" ? c.path === path : path.test(c.path)),
    );
  }

  /** Sets Stripe's current state of a subscription. */
  setSubscription(fields: SubscriptionFields): Stripe.Subscription {
    const subscription = {
      id: fields.id,
      object: "subscription",
      customer: fields.customer,
      status: fields.status,
      trial_end: fields.trialEnd ?? null,
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: fields.userId ? { user_id: fields.userId } : {},
      items: {
        object: "list",
        data: [
          {
            id: `si_${fields.id}`,
            object: "subscription_item",
            current_period_end: fields.periodEnd,
            price: {
              id: `price_${fields.interval ?? "month"}`,
              object: "price",
              recurring: { interval: fields.interval ?? "month", interval_count: 1 },
            },
          },
        ],
      },
    } as unknown as Stripe.Subscription;
    this.subscriptions.set(fields.id, subscription);
    return subscription;
  }

  /** The account's side that `npm run doctor` reads: prices, the balance (its livemode) and the webhook endpoints. */
  readonly prices = new Map<string, Partial<Stripe.Price> & { livemode: boolean }>();
  readonly webhookEndpoints: Partial<Stripe.WebhookEndpoint>[] = [];
  /** When set, any other key is refused with Stripe's 401 (unset: every key is accepted). */
  acceptedKey: string | undefined;

  private answerAccount(call: RecordedCall, key: string): [number, unknown] | undefined {
    if (this.acceptedKey !== undefined && key !== this.acceptedKey) {
      return [401, error("invalid_request_error", `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`)];
    }
    const livemode = key.startsWith("sk_live_") || key.startsWith("rk_live_");
    if (call.method === "GET" && call.path === "/v1/balance") {
      return [200, { object: "balance", livemode, available: [], pending: [] }];
    }
    if (call.method === "GET" && call.path === "/v1/webhook_endpoints") {
      const data = this.webhookEndpoints.filter((endpoint) => (endpoint.livemode ?? false) === livemode);
      return [200, { object: "list", url: "/v1/webhook_endpoints", has_more: false, data }];
    }
    const pricePath = /^\/v1\/prices\/([\w-]+)$/.exec(call.path);
    if (call.method === "GET" && pricePath) {
      const id = pricePath[1]!;
      const price = this.prices.get(id);
      if (!price) return [404, error("invalid_request_error", `No such price: '${id}'`, "resource_missing")];
      if (price.livemode !== livemode) {
        // What Stripe answers when the price lives in the other mode than the key.
        const [other, used] = price.livemode ? ["live", "test"] : ["test", "live"];
        return [
          404,
          error(
            "invalid_request_error",
            `No such price: '${id}'; a similar object exists in ${other} mode, but a ${used} mode key was used to make this request.`,
            "resource_missing",
          ),
        ];
      }
      return [200, { object: "price", id, ...price }];
    }
    return undefined;
  }

  private answer(call: RecordedCall): [number, unknown] {
    const n = ++this.counter;
    if (call.method === "POST" && call.path === "/v1/checkout/sessions") {
      return [
        200,
        { id: `cs_test_${n}`, object: "checkout.session", url: `https://checkout.stripe.test/c/pay/cs_test_${n}` },
      ];
    }
    if (call.method === "POST" && call.path === "/v1/billing_portal/sessions") {
      return [
        200,
        {
          id: `bps_${n}`,
          object: "billing_portal.session",
          customer: call.params.customer,
          url: `https://billing.stripe.test/p/session/${n}`,
        },
      ];
    }
    if (call.method === "GET" && call.path === "/v1/subscriptions") {
      const data = [...this.subscriptions.values()].filter((sub) => sub.customer === call.params.customer);
      return [200, { object: "list", url: "/v1/subscriptions", has_more: false, data }];
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([\w-]+)$/.exec(call.path);
    if (subscriptionPath) {
      const subscription = this.subscriptions.get(subscriptionPath[1]!);
      if (!subscription)
        return [
          404,
          error("invalid_request_error", `No such subscription: '${subscriptionPath[1]}'`, "resource_missing"),
        ];
      if (call.method === "DELETE") subscription.status = "canceled";
      // An update: what the app sends is cancel_at_period_end (Stripe keeps the status until the period ends).
      if (call.method === "POST" && call.params.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = call.params.cancel_at_period_end === "true";
      }
      return [200, subscription];
    }
    return [404, error("invalid_request_error", `Unrecognized request URL (${call.method}: ${call.path})`)];
  }
}

function error(type: string, message: string, code?: string) {
  return { error: { type, message, ...(code ? { code } : {}) } };
}

let eventCounter = 0;

/** A webhook delivery as Stripe sends it: the JSON payload and its Stripe-Signature header. */
export function signedDelivery(
  secret: string,
  type: string,
  object: unknown,
  { id = `evt_${Date.now()}_${++eventCounter}`, created = Math.floor(Date.now() / 1000) } = {},
) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    created,
    api_version: "2026-10-28.endive",
    data: { object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { id, payload, header };
}
