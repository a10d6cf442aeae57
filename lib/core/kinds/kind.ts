/**
 * The three kinds of report, by the one name each has in the database, the API's bodies and the code: pain points
 * (`pp`), marketing strategy (`ms`) and idea validation (`iv`). Their display names are `toolNames` in
 * lib/client/tools.ts; the path aliases of the original API (`pain-points`, `market-strat`, `validator`, …) live in
 * lib/server/reports/kinds.ts, for the routes only. Plain data, imported by server and browser code alike.
 */
export const reportKinds = ["pp", "ms", "iv"] as const;
export type ReportKind = (typeof reportKinds)[number];
