import type { ValidationOutput, StrategyOutput, PainPointOutput } from "@/lib/core/report/schemas";

/**
 * The public example reports: one idea (ShiftPlate, the landing page's worked example) carried through all three
 * tools, written to the same shapes as real reports and checked against them in `examples.test.ts`. The quotes come
 * from the example evidence below, word for word, as the app's checks require of any report.
 */

export const exampleIdea =
  "ShiftPlate: ready meals for night-shift nurses, delivered to the hospital before each shift and paid per meal, so the night shift eats properly without planning a week ahead.";

export const exampleEvidence = [
  "The canteen shuts at 8pm and after that it's the vending machine or a cold sandwich from home.",
  "I've tried HelloFresh but my rota changes every week so half the box ends up in the bin.",
  "On nights I get a 20 minute break if I'm lucky, there's one microwave and a queue of six people.",
  "We order Deliveroo at 2am as a ward but it takes an hour and costs a fortune with the fees.",
  "Honestly I'd pay for a proper hot meal that was just there when my shift started.",
  "Our trust gives us a wellbeing budget but nobody knows what to spend it on.",
  "I meal prep on Sundays but by the third night shift I'm too tired to even do that.",
  "Our trust has about 1,200 nurses working nights across its three hospitals.",
].join("\n");

export const examplePainPoints: PainPointOutput = {
  title: "Pain points: ready meals for night-shift nurses",
  idea_summary:
    "A per-meal service that delivers chilled ready meals to hospital staff rooms before each night shift, planned around each nurse's own rota rather than a fixed weekly box.",
  market_gap:
    "Meal kits and ready-meal subscriptions are built for people with free evenings and a fixed week. Delivery apps reach the ward, but slowly and at takeaway prices. Nobody schedules meals around shift rotas and delivers them to the workplace, so the night shift is left with vending machines. A service that follows the rota and is paid per meal, ideally through the trust's wellbeing budget, fills that gap.",
  pain_points: [
    {
      pain_point: "After the canteen closes there is no real food on site, so nights run on vending-machine snacks.",
      strategy: "Stock the staff-room fridge before 7 pm and lead every message with “a real dinner at 3 am”.",
      quotes: ["The canteen shuts at 8pm and after that it's the vending machine or a cold sandwich from home."],
      mentions: 2,
      basis: "evidence",
    },
    {
      pain_point: "Rotas change every week, so fixed weekly meal boxes end up wasted.",
      strategy: "Let nurses add their shifts and pay only for the nights they work; no subscription to pause.",
      quotes: ["I've tried HelloFresh but my rota changes every week so half the box ends up in the bin."],
      mentions: 1,
      basis: "evidence",
    },
    {
      pain_point: "Breaks are short and the one microwave has a queue, so a meal must be ready in minutes.",
      strategy: "Design every dish to reheat in three minutes and to be eaten one-handed from its tray.",
      quotes: ["On nights I get a 20 minute break if I'm lucky, there's one microwave and a queue of six people."],
      mentions: 1,
      basis: "evidence",
    },
    {
      pain_point: "Ordering takeaway as a ward at night is slow and expensive once fees are added.",
      strategy: "Price below a delivered takeaway, all-in, and show the comparison on the order page.",
      quotes: ["We order Deliveroo at 2am as a ward but it takes an hour and costs a fortune with the fees."],
      mentions: 1,
      basis: "evidence",
    },
    {
      pain_point: "Cooking ahead works for one night, but not after several shifts in a row.",
      strategy: "Sell a three-night bundle for runs of shifts, the moment home cooking stops working.",
      quotes: ["I meal prep on Sundays but by the third night shift I'm too tired to even do that."],
      mentions: 1,
      basis: "evidence",
    },
  ],
};

export const exampleStrategy: StrategyOutput = {
  title: "Marketing strategy: ShiftPlate for night-shift nurses",
  overview:
    "Launch in one hospital, on nights only, and win the ward before the trust. Nurses buy the first meals themselves; the proof that they reorder is what then sells a wellbeing-budget contract to the hospital trust.",
  target_audience:
    "Start with nurses and healthcare assistants on rotating night shifts in a large teaching hospital: they feel the problem every week, talk to each other on the ward, and already spend on takeaway. Ward managers and the trust's wellbeing lead come second, as the buyers of a staff perk.",
  customer_words: [
    "Honestly I'd pay for a proper hot meal that was just there when my shift started.",
    "Our trust gives us a wellbeing budget but nobody knows what to spend it on.",
  ],
  objectives: [
    "300 meals a week in one hospital by day 90",
    "40% of first-time buyers reorder within two weeks",
    "One signed wellbeing-budget pilot with a hospital trust",
  ],
  key_channels: [
    "Ward WhatsApp groups",
    "Staff-room posters with a QR code",
    "Nursing Facebook groups",
    "Hospital wellbeing leads",
  ],
  channel_experiments: [
    {
      channel: "Ward WhatsApp groups",
      experiment:
        "Give one ward a free dinner night and share the order link in its group: 15 paid orders the next week says it spreads.",
      budget_usd: 120,
    },
    {
      channel: "Staff-room posters with a QR code",
      experiment: "Put posters in four staff rooms with one QR code each and count scans per room over ten days.",
      budget_usd: 60,
    },
    {
      channel: "Nursing Facebook groups",
      experiment:
        "Post the founder's story and a pre-order link in three regional groups: 50 pre-orders justifies a second hospital.",
      budget_usd: 0,
    },
    {
      channel: "Hospital wellbeing leads",
      experiment:
        "Email ten trust wellbeing leads with the ward's reorder rate: two meetings booked means a budget line is reachable.",
      budget_usd: 0,
    },
  ],
  tactics: [
    {
      step: "Night-shift tasting",
      description:
        "Bring free meals to one ward at 2 am, collect shift patterns and phone numbers, and ask what they would pay.",
    },
    {
      step: "Rota-based ordering",
      description: "Launch ordering by shift, not by week, so the first purchase takes a minute and needs no plan.",
    },
    {
      step: "Ward champions",
      description: "Give one nurse per ward free meals for sharing the link and collecting the ward's feedback.",
    },
    {
      step: "Trust pitch",
      description: "Turn reorder rates and quotes into a one-page case for the wellbeing budget.",
    },
  ],
  timeline: [
    {
      step: "Weeks 1–2",
      description: "Agree fridge space with one hospital, cook with a dark kitchen partner and run the tasting night.",
    },
    {
      step: "Weeks 3–6",
      description: "Open rota-based ordering on two wards, recruit champions and track reorders weekly.",
    },
    { step: "Weeks 7–10", description: "Extend to every ward in the hospital and test the three-night bundle." },
    { step: "Weeks 11–13", description: "Present results to the trust and sign a wellbeing-budget pilot." },
  ],
};

/** A nurse's meals for a year: $9.50 a meal, four to eight nights a month (six as the base). */
const nursePrice = {
  low: 456,
  base: 684,
  high: 912,
  basis: "assumption" as const,
  reason: "$9.50 a meal on six nights a month; four to eight as the range.",
  quote: null,
  source_url: null,
};

export const exampleValidation: ValidationOutput = {
  title: "ShiftPlate: ready meals for night-shift nurses",
  summary:
    "A real, frequent and well-described problem with a clear first customer and an institutional budget behind it. The hard part is operational: hospital access, chilled storage and delivery windows. Prove reorders on one hospital's wards before building software beyond ordering.",
  scores: {
    market_demand: {
      score: 8.5,
      reason: "Every hospital has night staff without hot food after the canteen closes, several nights a week.",
      basis: "evidence",
      confidence: "medium",
      confidence_reason: "The evidence describes the problem vividly, but it comes from one hospital's staff.",
      quote: "The canteen shuts at 8pm and after that it's the vending machine or a cold sandwich from home.",
    },
    competition: {
      score: 6.0,
      reason:
        "Meal kits and delivery apps are crowded, but none deliver to wards on a rota; delivery apps are the real alternative.",
      basis: "evidence",
      confidence: "medium",
      confidence_reason: "Named alternatives come from the evidence; a market scan would firm this up.",
      quote: "We order Deliveroo at 2am as a ward but it takes an hour and costs a fortune with the fees.",
    },
    differentiation: {
      score: 7.5,
      reason:
        "Rota-based ordering and delivery to the staff room are concrete differences that matter to this customer.",
      basis: "inference",
      confidence: "medium",
      confidence_reason: "Plausible from the evidence, but untested with paying users.",
      quote: null,
    },
    feasibility: {
      score: 6.5,
      reason:
        "Cooking can be outsourced to a dark kitchen; fridge space and site access need each hospital's agreement.",
      basis: "assumption",
      confidence: "low",
      confidence_reason: "Depends on hospital facilities teams, which nobody has asked yet.",
      quote: null,
    },
    monetization_potential: {
      score: 7.5,
      reason: "Nurses already pay takeaway prices at night, and trusts hold wellbeing budgets looking for a use.",
      basis: "evidence",
      confidence: "medium",
      confidence_reason: "Stated willingness to pay, not yet observed payments.",
      quote: "Honestly I'd pay for a proper hot meal that was just there when my shift started.",
    },
    scalability: {
      score: 6.8,
      reason:
        "Each hospital is a new site deal and a new delivery route; margins improve with density, not with software alone.",
      basis: "inference",
      confidence: "medium",
      confidence_reason: "Typical of food logistics; local costs could move it either way.",
      quote: null,
    },
    timing: {
      score: 8.0,
      reason:
        "Staff wellbeing and retention are board-level priorities for hospital trusts after years of burnout reports.",
      basis: "inference",
      confidence: "medium",
      confidence_reason: "A widely reported trend, though budgets vary by trust.",
      quote: null,
    },
    execution_risk: {
      score: 6.0,
      reason: "Food safety, hospital approvals and reliable night delivery must all work at once from the first week.",
      basis: "assumption",
      confidence: "low",
      confidence_reason: "The first hospital agreement will show how hard this really is.",
      quote: null,
    },
  },
  monetization_report: {
    income_streams: [
      { name: "Meals at $9.50 each, paid by nurses", monthly_usd: 11_400 },
      { name: "Wellbeing-budget contracts with hospital trusts", monthly_usd: 4_000 },
    ],
    key_expenses: [
      { name: "Meals from a dark-kitchen partner ($4.20 each)", monthly_usd: 5_040 },
      { name: "Night delivery driver (part-time)", monthly_usd: 2_400 },
      { name: "Packaging and fridge labels", monthly_usd: 600 },
      { name: "Ordering software and payments", monthly_usd: 450 },
    ],
    notes:
      "Assumes 1,200 meals a month in two hospitals by month nine (about 300 a week) and one trust paying a flat fee for subsidised meals. Food cost falls with volume; delivery cost falls only with more wards per site.",
  },
  market_size: {
    segments: [
      {
        name: "Night-shift nurses at the launch trust",
        customers: {
          low: 1_080,
          base: 1_200,
          high: 1_320,
          basis: "evidence",
          reason: "The evidence counts the trust's night nurses.",
          quote: "Our trust has about 1,200 nurses working nights across its three hospitals.",
          source_url: null,
        },
        price_per_year_usd: nursePrice,
        reachable_share: {
          low: 0.2,
          base: 0.3,
          high: 0.4,
          basis: "assumption",
          reason: "The wards whose staff room would take a fridge in the first months.",
          quote: null,
          source_url: null,
        },
        obtainable_share_3y: {
          low: 0.1,
          base: 0.15,
          high: 0.2,
          basis: "assumption",
          reason: "Nurses on those wards who would order most weeks, as meal kits keep a minority.",
          quote: null,
          source_url: null,
        },
      },
      {
        name: "Night-shift nurses at other NHS trusts in England",
        customers: {
          low: 60_000,
          base: 90_000,
          high: 110_000,
          basis: "assumption",
          reason: "About a third of England's NHS nurses work nights in a given month.",
          quote: null,
          source_url: null,
        },
        price_per_year_usd: nursePrice,
        reachable_share: {
          low: 0.02,
          base: 0.05,
          high: 0.08,
          basis: "assumption",
          reason: "Trusts near a dark-kitchen partner within three years: one region, then two.",
          quote: null,
          source_url: null,
        },
        obtainable_share_3y: {
          low: 0.05,
          base: 0.1,
          high: 0.2,
          basis: "assumption",
          reason: "Fewer reorders where ShiftPlate is new and the wards do not know it yet.",
          quote: null,
          source_url: null,
        },
      },
      {
        name: "Hospital trusts' wellbeing budgets",
        customers: {
          low: 200,
          base: 229,
          high: 250,
          basis: "assumption",
          reason: "NHS trusts in England, each with a staff wellbeing budget.",
          quote: null,
          source_url: null,
        },
        price_per_year_usd: {
          low: 20_000,
          base: 48_000,
          high: 80_000,
          basis: "assumption",
          reason: "A flat fee like the monetisation estimate's $4,000 a month from one trust.",
          quote: null,
          source_url: null,
        },
        reachable_share: {
          low: 0.03,
          base: 0.05,
          high: 0.1,
          basis: "assumption",
          reason: "Trusts whose nurses already order, so reorder data can make the case.",
          quote: null,
          source_url: null,
        },
        obtainable_share_3y: {
          low: 0.1,
          base: 0.2,
          high: 0.3,
          basis: "assumption",
          reason: "Budget holders who fund a pilot once it is shown to work on their wards.",
          quote: null,
          source_url: null,
        },
      },
    ],
  },
  strategic_insights: [
    "Sell to nurses first and to the trust second: reorder data is the trust pitch.",
    "Go deep in one hospital before opening a second; density pays for the delivery run.",
    "Make ordering follow the rota: it is the difference every competitor lacks.",
    "Treat food safety and site access as the product's foundation, not paperwork.",
  ],
  competitors: [
    {
      name: "Deliveroo",
      what_it_does: "On-demand takeaway delivery, used by wards ordering together at night.",
      price: "Menu price plus delivery and service fees",
      opening: "Slow at 2 am and expensive with fees; no scheduling around shifts.",
      source: "evidence",
    },
    {
      name: "HelloFresh",
      what_it_does: "Weekly meal-kit boxes to cook at home.",
      price: "About $9 a portion, weekly plan",
      opening: "Assumes a fixed week and time to cook; rotas make boxes go to waste.",
      source: "evidence",
    },
    {
      name: "Hospital canteen",
      what_it_does: "Hot food on site during the day.",
      price: "Subsidised",
      opening: "Closes in the evening, exactly when night shifts need it.",
      source: "model",
    },
    {
      name: "Doing nothing: vending machines and food from home",
      what_it_does: "What most night staff fall back on today.",
      price: "Free to a few dollars",
      opening: "Cheap but joyless; the meal nurses say they would pay to replace.",
      source: "model",
    },
  ],
  next_steps: [
    {
      action: "Run a free tasting night on one ward and take pre-orders for the following week.",
      cost_usd: 150,
      duration_days: 7,
      threshold: "30 paid pre-orders from one ward; fewer than 10 means rethink price or menu.",
      factor: "market_demand",
      pass_line: { metric: "Paid pre-orders from one ward", comparator: ">=", target: 30, unit: "pre-orders" },
    },
    {
      action: "Ask the hospital's facilities team for staff-room fridge space and a delivery slot.",
      cost_usd: 0,
      duration_days: 14,
      threshold: "Written permission within two weeks; a refusal means finding a partner hospital first.",
      factor: "execution_risk",
      pass_line: { metric: "Days until written permission", comparator: "<=", target: 14, unit: "days" },
    },
    {
      action: "Serve two wards for four weeks from a dark-kitchen partner.",
      cost_usd: 1200,
      duration_days: 28,
      threshold: "40% of first-time buyers reorder within two weeks.",
      factor: "monetization_potential",
      pass_line: { metric: "First-time buyers who reorder within two weeks", comparator: ">=", target: 40, unit: "%" },
    },
    {
      action: "Show the reorder data to the trust's wellbeing lead.",
      cost_usd: 0,
      duration_days: 21,
      threshold: "A meeting and a named budget owner; no meeting means nurses remain the only payers.",
      factor: "scalability",
      pass_line: { metric: "Named budget owners at the trust", comparator: ">=", target: 1, unit: "budget owners" },
    },
  ],
};
