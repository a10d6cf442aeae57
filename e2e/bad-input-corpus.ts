/**
 * A corpus of bad requests over every API endpoint: oversized bodies, wrong types, NUL and control characters,
 * prototype keys, deep nesting, wrong content types, malformed JSON and UTF-8, huge numbers, odd ids and queries.
 * None of them may get a 5xx.
 */

export interface BadRequest {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Declare this Content-Length and send only `body` (a client that lies about, or never finishes, its upload). */
  declaredLength?: number;
  /** Send the session cookie (the endpoint's deeper checks run only for a signed-in subscriber). */
  auth: boolean;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

interface JsonEndpoint {
  method: string;
  path: string;
  /** A body that passes the outer checks, so each attack reaches the field it aims at. */
  body: Record<string, Json>;
  /** Paths (dot-separated) of the string fields to attack. */
  fields: string[];
  auth: boolean;
  cap: number;
}

const KB = 1024;
const report = {
  pp: {
    title: "T",
    idea_summary: "S",
    market_gap: "G",
    pain_points: [
      { pain_point: "P", strategy: "S" },
      { pain_point: "P", strategy: "S" },
      { pain_point: "P", strategy: "S" },
    ],
  },
  ms: {
    title: "T",
    overview: "O",
    target_audience: "A",
    objectives: ["a", "b"],
    key_channels: ["a", "b"],
    tactics: [
      { step: "s", description: "d" },
      { step: "s", description: "d" },
      { step: "s", description: "d" },
    ],
    timeline: [
      { step: "s", description: "d" },
      { step: "s", description: "d" },
      { step: "s", description: "d" },
    ],
  },
};

export const jsonEndpoints: JsonEndpoint[] = [
  {
    method: "POST",
    path: "/api/data/pitch-pages",
    body: {
      idea_id: "00000000-0000-4000-8000-000000000000",
      fields: {
        headline: "Stock that orders itself",
        subheading: "Orders your milk and beans from last week's sales.",
        benefits: ["No more running out", "One tap"],
        price: "$29 a month",
        cta: "waitlist",
        collector: "BeanCount Ltd",
        link: "https://beancount.example/about",
      },
      target_percent: 10,
      min_visitors: 100,
      due_date: "2027-01-31",
    },
    fields: [
      "idea_id",
      "fields.headline",
      "fields.subheading",
      "fields.price",
      "fields.cta",
      "fields.collector",
      "fields.link",
      "target_percent",
      "min_visitors",
      "due_date",
      "from_item",
    ],
    auth: true,
    cap: 16 * KB,
  },
  {
    method: "PATCH",
    path: "/api/data/pitch-pages/00000000-0000-4000-8000-000000000000",
    body: {
      fields: {
        headline: "Stock that orders itself",
        subheading: "Orders your milk and beans from last week's sales.",
        benefits: ["No more running out", "One tap"],
        price: "$29 a month",
        cta: "waitlist",
        collector: "BeanCount Ltd",
        link: "https://beancount.example/about",
      },
    },
    fields: ["fields.headline", "fields.subheading", "fields.link", "status", "indexable"],
    auth: true,
    cap: 16 * KB,
  },
  {
    // A pitch page's public sign-up (also a plain HTML form post); a page nobody published answers 404.
    method: "POST",
    path: "/api/p/no-such-page-0000000000/signup",
    body: { email: "corpus@example.com", website: "", t: "stamp", s: "direct" },
    fields: ["email", "website", "t", "s", "cf-turnstile-response"],
    auth: false,
    cap: 16 * KB,
  },
  {
    method: "POST",
    path: "/api/data/surveys",
    body: {
      idea_id: "00000000-0000-4000-8000-000000000000",
      fields: {
        heading: "Running out of stock in a small cafe",
        intro: "Five minutes.",
        questions: [
          { kind: "text", text: "When did it last happen?" },
          { kind: "choice", text: "How do you handle it today?", options: ["By hand", "A tool"], other: true },
          { kind: "scale", text: "How much did it hurt?", scale: "1-5", low: "Not at all", high: "A lot" },
        ],
        collector: "BeanCount Ltd",
        ask_email: true,
      },
      line: { kind: "share", question: 1, option: 1, comparator: ">=", target: 30 },
      due_date: "2027-01-31",
    },
    fields: [
      "idea_id",
      "fields.heading",
      "fields.intro",
      "fields.collector",
      "fields.questions",
      "line",
      "line.kind",
      "line.target",
      "due_date",
      "min_responses",
    ],
    auth: true,
    cap: 32 * KB,
  },
  {
    method: "PATCH",
    path: "/api/data/surveys/00000000-0000-4000-8000-000000000000",
    body: { status: "paused" },
    fields: ["status", "indexable", "min_responses", "fields"],
    auth: true,
    cap: 32 * KB,
  },
  {
    // A survey's public answer (also a plain HTML form post); a survey nobody published answers 404.
    method: "POST",
    path: "/api/p/no-such-page-0000000000/answer",
    body: { q0: "Last week", q1: "1", email: "", website: "", t: "stamp", s: "direct" },
    fields: ["q0", "q1", "q1_other", "email", "website", "t", "s"],
    auth: false,
    cap: 16 * KB,
  },
  {
    // A visitor's free try: public, so every attack arrives without a session.
    method: "POST",
    path: "/api/try",
    body: {
      prompt: "A marketplace for secondhand climbing gear.",
      evidence: "I sold my old rope on eBay.",
      stamp: "1767225600000.AAAAAAAAAAAAAAAA",
    },
    fields: ["prompt", "evidence", "website", "stamp", "turnstile_token"],
    auth: false,
    cap: 128 * KB,
  },
  {
    method: "POST",
    path: "/api/auth/register",
    body: { name: "Ada", email: "corpus@example.com", password: "correct horse battery" },
    fields: ["name", "email", "password"],
    auth: false,
    cap: 16 * KB,
  },
  {
    method: "POST",
    path: "/api/auth/authenticate",
    body: { email: "corpus@example.com", password: "wrong password" },
    fields: ["email", "password"],
    auth: false,
    cap: 16 * KB,
  },
  {
    method: "POST",
    path: "/api/auth/resend-code",
    body: { email: "corpus@example.com", token: "x" },
    fields: ["email", "token"],
    auth: false,
    cap: 16 * KB,
  },
  {
    method: "POST",
    path: "/api/auth/request-password-reset",
    body: { email: "corpus@example.com" },
    fields: ["email"],
    auth: false,
    cap: 16 * KB,
  },
  {
    method: "PUT",
    path: "/api/auth/password-reset",
    body: { token: "not-a-real-token", password: "another good password" },
    fields: ["token", "password"],
    auth: false,
    cap: 16 * KB,
  },
  {
    method: "POST",
    path: "/api/auth/update-password",
    body: { currentPassword: "not my password", password: "another good password" },
    fields: ["currentPassword", "password"],
    auth: true,
    cap: 16 * KB,
  },
  {
    method: "POST",
    path: "/api/data/reports",
    body: {
      kind: "iv",
      prompt: "A marketplace for secondhand climbing gear.",
      evidence: "I sold my old rope on eBay.",
    },
    fields: ["kind", "prompt", "evidence", "with_results", "idea_id"],
    auth: true,
    cap: 128 * KB,
  },
  {
    method: "POST",
    path: "/api/data/validate-idea",
    body: { userPrompt: "A marketplace for secondhand climbing gear.", evidence: "I sold my old rope on eBay." },
    fields: ["userPrompt", "evidence", "with_results", "idea_id"],
    auth: true,
    cap: 128 * KB,
  },
  {
    method: "POST",
    path: "/api/data/market-plan",
    body: { userPrompt: "A marketplace for secondhand climbing gear.", evidence: "I sold my old rope on eBay." },
    fields: ["userPrompt", "evidence"],
    auth: true,
    cap: 128 * KB,
  },
  {
    method: "POST",
    path: "/api/data/create-report",
    body: { userPrompt: "A marketplace for secondhand climbing gear.", evidence: "I sold my old rope on eBay." },
    fields: ["userPrompt", "evidence"],
    auth: true,
    cap: 128 * KB,
  },
  {
    method: "POST",
    path: "/api/data/saved-reports",
    body: { kind: "pp", data: report.pp, prompt: "idea" },
    fields: ["kind", "prompt", "evidence", "data.title", "data.market_gap", "data.pain_points.0.pain_point"],
    auth: true,
    cap: 196 * KB,
  },
  {
    method: "POST",
    path: "/api/data/save-pain-point-report",
    body: { data: report.pp, prompt: "idea" },
    fields: ["prompt", "evidence", "data.title", "data.market_gap", "data.pain_points.0.pain_point"],
    auth: true,
    cap: 196 * KB,
  },
  {
    method: "POST",
    path: "/api/data/save-market-strat",
    body: { data: report.ms, prompt: "idea" },
    fields: ["prompt", "data.title", "data.objectives.0", "data.tactics.1.description"],
    auth: true,
    cap: 196 * KB,
  },
  {
    method: "POST",
    path: "/api/data/save-validator-report",
    body: { data: { title: "T" }, prompt: "idea" },
    fields: ["prompt", "data.title"],
    auth: true,
    cap: 196 * KB,
  },
  {
    method: "PATCH",
    path: "/api/data/settings",
    body: { keep_history: true, experiment_reminders: true },
    fields: ["keep_history", "experiment_reminders"],
    auth: true,
    cap: 16 * KB,
  },
  {
    method: "POST",
    path: "/api/reminders/unsubscribe",
    body: { token: "00000000-0000-4000-8000-000000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    fields: ["token"],
    auth: false,
    cap: 16 * KB,
  },
  {
    method: "PATCH",
    path: "/api/data/ideas/00000000-0000-4000-8000-000000000000",
    body: { title: "Renamed" },
    fields: ["title"],
    auth: true,
    cap: 16 * KB,
  },
  {
    method: "POST",
    path: "/api/data/ideas/00000000-0000-4000-8000-000000000000/experiments",
    body: {
      hypothesis: "Cafes would pay",
      method: "Ask 20 cafes",
      cost_usd: 0,
      due_date: "2026-12-01",
      metric: "Cafes that would pay",
      comparator: ">=",
      target: 8,
      unit: "of 20 asked",
      factor: "market_demand",
    },
    fields: ["hypothesis", "method", "due_date", "metric", "comparator", "unit", "factor", "cost_usd", "target"],
    auth: true,
    cap: 16 * KB,
  },
  {
    method: "POST",
    path: "/api/data/ideas/00000000-0000-4000-8000-000000000000/variants",
    body: {
      proposal: 0,
      title: "ShiftSwap for agencies",
      description: "ShiftSwap for hospital staffing agencies that fill nurse shifts at short notice.",
      keep_evidence: true,
      first_test: {
        hypothesis: "Agencies pay today",
        cost_usd: 0,
        due_date: "2026-12-31",
        metric: "Agencies that pay",
        comparator: ">=",
        target: 6,
        unit: "of 12 asked",
      },
    },
    fields: ["proposal", "title", "description", "keep_evidence", "first_test"],
    auth: true,
    cap: 32 * KB,
  },
  {
    method: "POST",
    path: "/api/data/ideas/00000000-0000-4000-8000-000000000000/invitations",
    body: { email: "cofounder@example.com", role: "editor" },
    fields: ["email", "role"],
    auth: true,
    cap: 16 * KB,
  },
  {
    method: "PATCH",
    path: "/api/data/ideas/00000000-0000-4000-8000-000000000000/members/00000000-0000-4000-8000-000000000000",
    body: { role: "viewer" },
    fields: ["role"],
    auth: true,
    cap: 16 * KB,
  },
  {
    method: "PATCH",
    path: "/api/data/ideas/00000000-0000-4000-8000-000000000000/membership",
    body: { notify: true },
    fields: ["notify"],
    auth: true,
    cap: 16 * KB,
  },
  {
    method: "POST",
    path: "/api/data/ideas/00000000-0000-4000-8000-000000000000/transfer",
    body: { user_id: "00000000-0000-4000-8000-000000000000" },
    fields: ["user_id"],
    auth: true,
    cap: 16 * KB,
  },
  {
    method: "POST",
    path: "/api/data/invitations/accept",
    body: { token: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    fields: ["token"],
    auth: true,
    cap: 16 * KB,
  },
  {
    method: "POST",
    path: "/api/invitations/hold",
    body: { token: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", then: "register" },
    fields: ["token", "then"],
    auth: false,
    cap: 16 * KB,
  },
  {
    method: "PATCH",
    path: "/api/data/experiments/00000000-0000-4000-8000-000000000000",
    body: { hypothesis: "Cafes would pay", status: "abandoned" },
    fields: ["hypothesis", "status", "target", "due_date"],
    auth: true,
    cap: 16 * KB,
  },
  {
    method: "POST",
    path: "/api/data/experiments/00000000-0000-4000-8000-000000000000/results",
    body: { value: 6, denominator: 20, notes: "Six said yes", evidence: "We would pay for this." },
    fields: ["notes", "evidence", "value", "denominator"],
    auth: true,
    cap: 64 * KB,
  },
  {
    method: "POST",
    path: "/api/data/reports/00000000-0000-4000-8000-000000000000/chat",
    body: { message: { id: "q-1", role: "user", parts: [{ type: "text", text: "What should I fix first?" }] } },
    fields: ["message"],
    auth: true,
    cap: 16 * KB,
  },
  {
    method: "POST",
    path: "/api/data/reports/00000000-0000-4000-8000-000000000000/market-size",
    body: {
      segments: [
        {
          name: "Independent cafes in the UK",
          customers: { low: 3_000, base: 4_000, high: 5_000, reason: "We counted them." },
          price_per_year_usd: { low: 240, base: 360, high: 480 },
          reachable_share: { low: 0.2, base: 0.3, high: 0.4 },
          obtainable_share_3y: { low: 0.02, base: 0.05, high: 0.08 },
        },
      ],
    },
    fields: ["segments"],
    auth: true,
    cap: 32 * KB,
  },
  {
    method: "POST",
    path: "/api/data/reports/00000000-0000-4000-8000-000000000000/share",
    body: { include_quotes: true, include_conversation: true },
    fields: ["include_quotes", "include_conversation"],
    auth: true,
    cap: 16 * KB,
  },
  { method: "POST", path: "/api/billing/cancel", body: {}, fields: [], auth: true, cap: 16 * KB },
  { method: "POST", path: "/api/billing/resume", body: {}, fields: [], auth: true, cap: 16 * KB },
  { method: "POST", path: "/api/billing/portal", body: {}, fields: [], auth: true, cap: 16 * KB },
  { method: "POST", path: "/api/auth/refresh-access-token", body: {}, fields: [], auth: false, cap: 16 * KB },
  {
    method: "POST",
    path: "/api/billing/webhook",
    body: { id: "evt_1", type: "customer.subscription.updated" },
    fields: ["id", "type"],
    auth: false,
    cap: 1024 * KB,
  },
  { method: "DELETE", path: "/api/auth/logout", body: {}, fields: [], auth: false, cap: 16 * KB },
  {
    method: "DELETE",
    path: "/api/auth/delete-account",
    body: { password: "not my password" },
    fields: ["password"],
    auth: false,
    cap: 16 * KB,
  },
  // Signed out: signed in it would end the corpus subscriber's plan, and the generation calls would stop at the plan.
  { method: "POST", path: "/api/dev/billing/end-period", body: {}, fields: [], auth: false, cap: 16 * KB },
  {
    method: "POST",
    path: "/api/auth/signin/google",
    body: { csrfToken: "x", callbackUrl: "/app" },
    fields: ["csrfToken", "callbackUrl"],
    auth: false,
    cap: 16 * KB,
  },
];

// Issue 23 (report integrity): a validation complete enough that each attack reaches the field it aims at (web links,
// quotes, attributions, sampled scores, provenance), deep nesting inside `data`, and undecodable /api/auth addresses.
const factorKeys = [
  "market_demand",
  "competition",
  "differentiation",
  "feasibility",
  "monetization_potential",
  "scalability",
  "timing",
  "execution_risk",
];
const validation: Record<string, Json> = {
  title: "T",
  summary: "S",
  scores: Object.fromEntries(
    factorKeys.map((key) => [
      key,
      {
        score: 5,
        reason: "r",
        basis: "evidence",
        confidence: "high",
        confidence_reason: "c",
        quote: "q q q q",
        attribution: "a",
        samples: [5, 5, 5],
        spread: 0,
      },
    ]),
  ),
  monetization_report: {
    income_streams: [{ name: "n", monthly_usd: 1 }],
    key_expenses: [{ name: "n", monthly_usd: 1 }],
    notes: "n",
  },
  strategic_insights: ["a", "b", "c"],
  competitors: [
    { name: "A", what_it_does: "w", price: null, opening: "o", source: "web", source_url: "https://evil.example/" },
    { name: "B", what_it_does: "w", price: "p", opening: "o", source: "model", source_url: null },
  ],
  next_steps: [1, 2, 3].map(() => ({ action: "a", cost_usd: 0, duration_days: 1, threshold: "t" })),
  sources: [{ url: "https://evil.example/", title: "t" }],
  sources_signature: "0".repeat(64),
  score_samples: 3,
  overall_range: { min: 1, max: 9 },
  provenance: "f".repeat(64),
  demo: false,
};
export const integrityEndpoints: JsonEndpoint[] = [
  {
    method: "POST",
    path: "/api/data/save-validator-report",
    body: { data: validation, evidence: '"We barely use it." - owner, Bean There, Leeds' },
    fields: [
      "data.competitors.0.source_url",
      "data.competitors.0.source",
      "data.sources.0.url",
      "data.sources.0.title",
      "data.sources_signature",
      "data.provenance",
      "data.scores.market_demand.quote",
      "data.scores.market_demand.attribution",
      "data.scores.timing.samples",
      "data.overall_range",
      "data.schema_version",
    ],
    auth: true,
    cap: 196 * KB,
  },
  {
    method: "POST",
    path: "/api/data/save-pain-point-report",
    body: {
      data: {
        ...report.pp,
        pain_points: report.pp.pain_points.map((point) => ({
          ...point,
          quotes: ["q q q q"],
          attributions: ["a"],
          mentions: 4321,
          basis: "evidence",
        })),
      },
    },
    fields: [
      "data.pain_points.0.attributions",
      "data.pain_points.0.attributions.0",
      "data.pain_points.0.quotes.0",
      "data.pain_points.0.mentions",
    ],
    auth: true,
    cap: 196 * KB,
  },
];
const deepData = (open: string, close: string, levels: number) =>
  Buffer.from(`{"data":${open.repeat(levels)}${close.repeat(levels)}}`);
/** The requests of this block: every attack on each field above, deep `data`, undecodable auth addresses. */
export function integrityRequests(): BadRequest[] {
  const requests: BadRequest[] = [];
  for (const endpoint of integrityEndpoints) {
    for (const field of endpoint.fields) {
      for (const [index, value] of [...STRING_ATTACKS, ...TYPE_ATTACKS].entries()) {
        const body = json(withField(endpoint.body, field, value));
        requests.push({
          method: endpoint.method,
          path: endpoint.path,
          auth: endpoint.auth,
          label: `${field} attack ${index}`,
          headers: JSON_TYPE,
          body,
        });
      }
    }
  }
  for (const path of [
    "/api/data/save-validator-report",
    "/api/data/save-pain-point-report",
    "/api/data/save-market-strat",
    "/api/data/ideas/00000000-0000-4000-8000-000000000000",
  ]) {
    const method = path.includes("/ideas/") ? "PATCH" : "POST";
    requests.push({
      label: "data nested 5,000 deep",
      method,
      path,
      headers: JSON_TYPE,
      body: deepData("[", "]", 5_000),
      auth: true,
    });
    requests.push({
      label: "data nested 33 deep",
      method,
      path,
      headers: JSON_TYPE,
      body: deepData("[", "]", 33),
      auth: true,
    });
    requests.push({
      label: "objects nested 2,000 deep",
      method,
      path,
      headers: JSON_TYPE,
      body: deepData('{"a":', "}", 2_000),
      auth: true,
    });
  }
  for (const path of [
    "/api/auth/%ZZ",
    "/api/auth/callback/%ZZ",
    "/api/auth/signin/%",
    "/api/auth/%E0%A4%A",
    "/api/auth/%C0%AF",
    "/api/auth/session/%00",
  ]) {
    requests.push({ label: `undecodable ${path}`, method: "GET", path, headers: {}, auth: false });
    requests.push({ label: `undecodable ${path} signed in`, method: "GET", path, headers: {}, auth: true });
  }
  return requests;
}
// End of issue 23's additions.

/** Issue 37: every other address that does not decode (the API's catch-all, pages with a file ending), and TRACE. */
function undecodableAndUnknownMethods(): BadRequest[] {
  const requests: BadRequest[] = [];
  for (const path of [
    "/api/%ZZ",
    "/api/data/%ZZ",
    "/api/billing/%ZZ",
    "/api/x/%E0%A4%A",
    "/share/%ZZ.txt",
    "/app/reports/%ZZ.pdf",
    "/app/ideas/%E0%A4%A.md",
  ]) {
    for (const method of ["GET", "POST", "DELETE"])
      requests.push({ label: `undecodable ${method} ${path}`, method, path, headers: {}, auth: true });
  }
  for (const path of ["/", "/app", "/api/health", "/api/data/ideas", "/share/x"])
    requests.push({ label: `TRACE ${path}`, method: "TRACE", path, headers: {}, auth: true });
  return requests;
}

interface QueryEndpoint {
  path: string;
  query: Record<string, string>;
  auth: boolean;
}

export const queryEndpoints: QueryEndpoint[] = [
  { path: "/api/data/pitch-pages", query: { idea_id: "00000000-0000-4000-8000-000000000000" }, auth: true },
  { path: "/api/data/pitch-pages/draft", query: { idea_id: "00000000-0000-4000-8000-000000000000" }, auth: true },
  { path: "/api/data/surveys", query: { idea_id: "00000000-0000-4000-8000-000000000000" }, auth: true },
  { path: "/api/data/surveys/draft", query: { idea_id: "00000000-0000-4000-8000-000000000000" }, auth: true },
  {
    path: "/api/data/saved-reports",
    query: { pp_page: "1", ms_page: "1", iv_page: "1", limit: "10" },
    auth: true,
  },
  {
    path: "/api/data/get-reports",
    query: { pp_page: "1", ms_page: "1", iv_page: "1", limit: "10", ppPage: "1" },
    auth: true,
  },
  { path: "/api/data/create-report", query: { search: "A marketplace for secondhand climbing gear." }, auth: true },
  { path: "/api/auth/verify-email", query: { userCode: "123456", token: "x" }, auth: false },
  { path: "/api/billing/checkout", query: { interval: "month" }, auth: false },
  { path: "/api/auth/resume", query: { next: "/app/dashboard" }, auth: false },
  { path: "/api/auth/user", query: { x: "1" }, auth: true },
  { path: "/api/auth/google", query: { x: "1" }, auth: false },
  { path: "/api/auth/google/complete", query: { x: "1" }, auth: false },
  { path: "/api/auth/delete-account", query: { x: "1" }, auth: false },
  { path: "/api/auth/callback/google", query: { code: "x", state: "y" }, auth: false },
  { path: "/api/dev/mail", query: { x: "1" }, auth: false },
  { path: "/api/health", query: { deep: "1" }, auth: false },
  { path: "/api/try/stamp", query: { x: "1" }, auth: false },
  { path: "/api/cron/reminders", query: { x: "1" }, auth: false },
  {
    path: "/api/data/history",
    query: {
      limit: "10",
      cursor: "MjAyNi0xMS0yM1QwMDowMDowMC4wMDAwMDBafDAwMDAwMDAwLTAwMDAtNDAwMC04MDAwLTAwMDAwMDAwMDAwMA",
      kind: "iv",
      shared: "1",
    },
    auth: true,
  },
  { path: "/api/data/ideas", query: { limit: "10", cursor: "x" }, auth: true },
  {
    path: "/api/data/ideas/compare",
    query: { ids: "00000000-0000-4000-8000-000000000000,00000000-0000-4000-8000-000000000001" },
    auth: true,
  },
  { path: "/api/data/search", query: { q: "groomers" }, auth: true },
  { path: "/api/data/settings", query: { x: "1" }, auth: true },
  { path: "/api/data/account-export", query: { x: "1" }, auth: false },
];

export const idEndpoints = [
  { method: "GET", path: (id: string) => `/api/data/pain-point-report/${id}` },
  { method: "GET", path: (id: string) => `/api/data/strat-report/${id}` },
  { method: "GET", path: (id: string) => `/api/data/validation-report/${id}` },
  { method: "DELETE", path: (id: string) => `/api/data/delete-report/pp/${id}` },
  { method: "DELETE", path: (id: string) => `/api/data/delete-report/${id}/iv` },
  { method: "GET", path: (id: string) => `/api/data/reports/${id}` },
  { method: "DELETE", path: (id: string) => `/api/data/reports/${id}` },
  { method: "POST", path: (id: string) => `/api/data/reports/${id}/save` },
  { method: "GET", path: (id: string) => `/api/data/reports/${id}/versions` },
  { method: "GET", path: (id: string) => `/api/data/reports/${id}/export?format=pdf` },
  { method: "POST", path: (id: string) => `/api/data/reports/${id}/share` },
  { method: "POST", path: (id: string) => `/api/data/reports/${id}/market-size` },
  { method: "GET", path: (id: string) => `/api/data/reports/${id}/chat` },
  { method: "DELETE", path: (id: string) => `/api/data/reports/${id}/chat` },
  { method: "POST", path: (id: string) => `/api/data/reports/${id}/chat` },
  { method: "POST", path: (id: string) => `/api/data/reports/${id}/chat/rescore/${id}` },
  { method: "DELETE", path: (id: string) => `/api/data/reports/${id}/share` },
  { method: "GET", path: (id: string) => `/api/data/ideas/${id}` },
  { method: "DELETE", path: (id: string) => `/api/data/ideas/${id}` },
  { method: "GET", path: (id: string) => `/api/data/ideas/${id}/experiments` },
  { method: "GET", path: (id: string) => `/api/data/ideas/${id}/decision` },
  { method: "GET", path: (id: string) => `/api/data/ideas/${id}/pivots` },
  { method: "POST", path: (id: string) => `/api/data/ideas/${id}/pivots` },
  { method: "POST", path: (id: string) => `/api/data/ideas/${id}/variants` },
  { method: "DELETE", path: (id: string) => `/api/data/experiments/${id}` },
  { method: "POST", path: (id: string) => `/api/data/ideas/${id}/experiments` },
  { method: "PATCH", path: (id: string) => `/api/data/experiments/${id}` },
  { method: "POST", path: (id: string) => `/api/data/experiments/${id}/results` },
  { method: "GET", path: (id: string) => `/api/data/pitch-pages/${id}` },
  { method: "DELETE", path: (id: string) => `/api/data/pitch-pages/${id}` },
  { method: "GET", path: (id: string) => `/api/data/pitch-pages/${id}/signups` },
  { method: "DELETE", path: (id: string) => `/api/data/pitch-pages/${id}/signups/${id}` },
  { method: "GET", path: (id: string) => `/api/data/surveys/${id}` },
  { method: "DELETE", path: (id: string) => `/api/data/surveys/${id}` },
  { method: "GET", path: (id: string) => `/api/data/surveys/${id}/responses` },
  { method: "DELETE", path: (id: string) => `/api/data/surveys/${id}/responses/${id}` },
  { method: "GET", path: (id: string) => `/api/data/ideas/${id}/members` },
  { method: "DELETE", path: (id: string) => `/api/data/ideas/${id}/members/${id}` },
  { method: "GET", path: (id: string) => `/api/data/ideas/${id}/activity` },
  { method: "DELETE", path: (id: string) => `/api/data/ideas/${id}/invitations/${id}` },
  { method: "POST", path: (id: string) => `/api/data/ideas/${id}/invitations/${id}/resend` },
];

const STRING_ATTACKS: Json[] = [
  "\u0000",
  "a\u0000b",
  "\u0001",
  "\u0007bell",
  "\u001b[31mred",
  "\u007f",
  "\u000b\u000c",
  "\ud800",
  "x\udfff",
  "",
  "   ",
  "x".repeat(20 * KB),
  "😀".repeat(5 * KB),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%00",
  "../../etc/passwd",
  "\u202e\u2066rtl",
  "\ufeff",
  "ﬀ".repeat(600),
];
const TYPE_ATTACKS: Json[] = [
  0,
  -1,
  1e308,
  1e21,
  true,
  null,
  [],
  {},
  ["a"],
  { __proto__: { admin: true } } as Json,
  { constructor: { prototype: { admin: true } } },
];
const NUMBER_ATTACKS = [
  "1e400",
  "-1",
  "0",
  "1.5",
  "NaN",
  "Infinity",
  "-Infinity",
  "9".repeat(400),
  "0x10",
  " 1",
  "1 ",
  "[]",
  "%00",
  "\u0000",
  "1\u0000",
  "",
  "１",
];
const ID_ATTACKS = [
  "%00",
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  "a".repeat(4000),
  "..%2F..%2Fetc%2Fpasswd",
  "%F0%9F%98%80",
  "%ZZ",
  "null",
  "__proto__",
  "constructor",
  "1e400",
  "'%20OR%20'1'='1",
  "ffffffff-ffff-ffff-ffff-fffffffffffff",
  "%C0%AF",
  "%ED%A0%80",
];

function withField(body: Record<string, Json>, path: string, value: Json): Record<string, Json> {
  const copy = structuredClone(body);
  const keys = path.split(".");
  let node = copy as Record<string, Json> | Json[];
  for (const key of keys.slice(0, -1)) node = (node as Record<string, Json>)[key] as Record<string, Json>;
  (node as Record<string, Json>)[keys.at(-1)!] = value;
  return copy;
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const JSON_TYPE = { "content-type": "application/json" };

function wholeBodies(cap: number): [string, Buffer][] {
  return [
    ["empty", Buffer.alloc(0)],
    ["null", Buffer.from("null")],
    ["true", Buffer.from("true")],
    ["array", Buffer.from("[]")],
    ["array of objects", Buffer.from("[{}]")],
    ["number", Buffer.from("0")],
    ["string", Buffer.from('"s"')],
    ["unclosed", Buffer.from("{")],
    ["stray brace", Buffer.from("}")],
    ["cut off", Buffer.from('{"a":')],
    ["__proto__", Buffer.from('{"__proto__":{"polluted":true}}')],
    ["constructor.prototype", Buffer.from('{"constructor":{"prototype":{"polluted":true}}}')],
    ["deep arrays", Buffer.from(`${"[".repeat(5000)}${"]".repeat(5000)}`)],
    ["deep objects", Buffer.from(`${'{"a":'.repeat(2500)}1${"}".repeat(2500)}`)],
    ["1e999", Buffer.from('{"a":1e999}')],
    ["-1e999", Buffer.from('{"a":-1e999}')],
    ["BOM", Buffer.from('\ufeff{"a":1}')],
    ["invalid UTF-8", Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
    ["UTF-16", Buffer.from('{"a":"b"}', "utf16le")],
    ["NaN literal", Buffer.from('{"a":NaN}')],
    ["comment", Buffer.from('{/* x */"a":1}')],
    ["duplicate keys", Buffer.from('{"email":"a@example.com","email":"\\u0000"}')],
    ["over the cap", Buffer.alloc(cap + 1, 0x20)],
    ["2 MB", Buffer.alloc(2 * 1024 * KB, 0x61)],
    ["NUL byte raw", Buffer.from('{"a":"\u0000"}')],
  ];
}

const CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/json; charset=latin1",
  "APPLICATION/JSON",
  "application/jsonx",
  "",
];

/** Every request of the corpus. */
export function buildCorpus(): BadRequest[] {
  const corpus: BadRequest[] = [];
  for (const endpoint of jsonEndpoints) {
    const base = { method: endpoint.method, path: endpoint.path, auth: endpoint.auth };
    for (const field of endpoint.fields) {
      for (const [index, value] of [...STRING_ATTACKS, ...TYPE_ATTACKS].entries()) {
        corpus.push({
          ...base,
          label: `${field} attack ${index}`,
          headers: JSON_TYPE,
          body: json(withField(endpoint.body, field, value)),
        });
      }
    }
    for (const [label, body] of wholeBodies(endpoint.cap)) corpus.push({ ...base, label, headers: JSON_TYPE, body });
    for (const type of CONTENT_TYPES) {
      corpus.push({
        ...base,
        label: `content-type ${type || "missing"}`,
        headers: type ? { "content-type": type } : {},
        body: json(endpoint.body),
      });
    }
    corpus.push({
      ...base,
      label: "declared 300 MB",
      headers: JSON_TYPE,
      body: Buffer.from("{}"),
      declaredLength: 300 * 1024 * 1024,
    });
    corpus.push({
      ...base,
      label: "another site",
      headers: { ...JSON_TYPE, origin: "https://evil.example" },
      body: json(endpoint.body),
    });
    corpus.push({
      ...base,
      label: "forwarded host",
      headers: { ...JSON_TYPE, origin: "https://evil.example", "x-forwarded-host": "evil.example" },
      body: json(endpoint.body),
    });
  }
  for (const endpoint of queryEndpoints) {
    for (const name of Object.keys(endpoint.query)) {
      for (const value of [
        ...NUMBER_ATTACKS,
        ...STRING_ATTACKS.filter((v): v is string => typeof v === "string").slice(0, 12),
      ]) {
        const query = new URLSearchParams({ ...endpoint.query, [name]: value });
        corpus.push({
          label: `${name}=${JSON.stringify(value).slice(0, 20)}`,
          method: "GET",
          path: `${endpoint.path}?${query}`,
          headers: {},
          auth: endpoint.auth,
        });
      }
      corpus.push({
        label: `${name} repeated`,
        method: "GET",
        path: `${endpoint.path}?${name}=1&${name}=x&${name}[]=2`,
        headers: {},
        auth: endpoint.auth,
      });
      corpus.push({
        label: `${name} bad escape`,
        method: "GET",
        path: `${endpoint.path}?${name}=%ZZ%`,
        headers: {},
        auth: endpoint.auth,
      });
    }
    corpus.push({
      label: "huge query",
      method: "GET",
      path: `${endpoint.path}?q=${"a".repeat(6000)}`,
      headers: {},
      auth: endpoint.auth,
    });
    corpus.push({ label: "no query", method: "GET", path: endpoint.path, headers: {}, auth: endpoint.auth });
  }
  for (const endpoint of idEndpoints) {
    for (const id of ID_ATTACKS) {
      corpus.push({
        label: `id ${id.slice(0, 20)}`,
        method: endpoint.method,
        path: endpoint.path(id),
        headers: {},
        auth: true,
      });
    }
  }
  corpus.push(...edgeCases());
  corpus.push(...integrityRequests());
  corpus.push(...undecodableAndUnknownMethods());
  return corpus;
}

// --- Issue 23: single-line fields, names that carry links, unknown API addresses and wrong methods. ---

/** What a single-line field (a title, a name) must never keep: line breaks, controls, direction overrides. */
export const SINGLE_LINE_ATTACKS = [
  "a\r\nb",
  "line\nbreak",
  "\r\n",
  "tab\there",
  "\u000b",
  "\u000c",
  "nel\u0085x",
  "ls\u2028x",
  "ps\u2029x",
  "c1\u0090x",
  "csi\u009b31m",
  "rtl\u202ex",
  "iso\u2066x",
  "\u0000",
  "esc\u001b]8;;https://evil.example\u0007link",
  "Ada\r\nYour account is locked. Unlock: https://evil.example/unlock",
];
/** Names that read as links (refused at sign-up with a message). */
export const NAME_LINK_ATTACKS = [
  "http://evil.example",
  "www.evil.example",
  "evil.example/x",
  "Visit evil.com",
  "evil．com",
  "10.0.0.1",
  "mailto://x",
];

export const singleLineFields = [
  { endpoint: "/api/auth/register", field: "name", attacks: [...SINGLE_LINE_ATTACKS, ...NAME_LINK_ATTACKS] },
  { endpoint: "/api/data/ideas/00000000-0000-4000-8000-000000000000", field: "title", attacks: SINGLE_LINE_ATTACKS },
  { endpoint: "/api/data/save-pain-point-report", field: "data.title", attacks: SINGLE_LINE_ATTACKS },
  { endpoint: "/api/data/save-market-strat", field: "data.title", attacks: SINGLE_LINE_ATTACKS },
  { endpoint: "/api/data/save-validator-report", field: "data.title", attacks: SINGLE_LINE_ATTACKS },
];

/** Addresses under /api that no route answers: 404 with { message }, never the HTML page. */
export const UNKNOWN_API_PATHS = [
  "/api",
  "/api/data/no-such-call",
  "/api/no-such",
  "/api/data/ideas/00000000-0000-4000-8000-000000000000/extra",
  "/api/billing/nope",
  "/api/data/reports/00000000-0000-4000-8000-000000000000/nope",
  "/api/health/deep/x",
  "/api/%F0%9F%98%80",
  "/api/data/..%2F..%2Fetc",
  "/api/auth/no-such",
  "/api/auth/__proto__",
];

/** Known addresses with a method they do not take: 405 with { message } and Allow. */
export const WRONG_METHODS: [string, string][] = [
  ["DELETE", "/api/data/ideas"],
  ["PUT", "/api/auth/register"],
  ["GET", "/api/auth/authenticate"],
  ["POST", "/api/data/get-reports"],
  ["GET", "/api/data/reports"],
  ["DELETE", "/api/data/saved-reports"],
  ["PATCH", "/api/auth/logout"],
  ["DELETE", "/api/health"],
  ["PUT", "/api/data/reports/00000000-0000-4000-8000-000000000000"],
  ["GET", "/api/billing/webhook"],
  ["POST", "/api/data/ideas/00000000-0000-4000-8000-000000000000"],
  ["PUT", "/api/data/ideas/00000000-0000-4000-8000-000000000000/experiments"],
  ["GET", "/api/data/experiments/00000000-0000-4000-8000-000000000000"],
  ["GET", "/api/data/experiments/00000000-0000-4000-8000-000000000000/results"],
  ["POST", "/api/data/ideas/00000000-0000-4000-8000-000000000000/decision"],
  ["GET", "/api/data/reports/00000000-0000-4000-8000-000000000000/market-size"],
  ["PUT", "/api/data/reports/00000000-0000-4000-8000-000000000000/chat"],
  ["GET", "/api/data/reports/00000000-0000-4000-8000-000000000000/chat/rescore/00000000-0000-4000-8000-000000000000"],
  ["POST", "/api/cron/reminders"],
  ["GET", "/api/reminders/unsubscribe"],
];

function edgeCases(): BadRequest[] {
  const corpus: BadRequest[] = [];
  for (const { endpoint, field, attacks } of singleLineFields) {
    const base = jsonEndpoints.find((candidate) => candidate.path === endpoint)!;
    for (const [index, value] of attacks.entries()) {
      corpus.push({
        label: `${field} single-line ${index}`,
        method: base.method,
        path: base.path,
        headers: JSON_TYPE,
        auth: base.auth,
        body: json(withField(base.body, field, value)),
      });
    }
  }
  for (const address of UNKNOWN_API_PATHS) {
    for (const method of ["GET", "POST", "DELETE", "OPTIONS"]) {
      corpus.push({
        label: `unknown ${method}`,
        method,
        path: address,
        headers: method === "POST" ? JSON_TYPE : {},
        auth: true,
        body: method === "POST" ? json({}) : undefined,
      });
    }
  }
  for (const [method, address] of WRONG_METHODS) {
    corpus.push({
      label: `wrong method ${method}`,
      method,
      path: address,
      headers: JSON_TYPE,
      auth: true,
      body: method === "GET" ? undefined : json({}),
    });
  }
  return corpus;
}
