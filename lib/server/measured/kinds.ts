import "server-only";
import type { NextRequest } from "next/server";
import type { Db } from "@/db/client";
import type { EveryMeasuredKind } from "@/lib/core/measured";
import type { CountedTables } from "./counting";
import { servePitchPage } from "./pitch/public-page";
import { pitchTables } from "./pitch/counted";
import { pitchPagesForExport } from "./pitch/export";
import { judgeDuePages } from "./pitch/judge";
import { livePitchPageCount } from "./pitch/live";
import { surveyTables } from "./survey/counted";
import { surveysForExport } from "./survey/export";
import { judgeDueSurveys } from "./survey/judge";
import { liveSurveyCount } from "./survey/live";
import { serveSurveyPage } from "./survey/public-page";

/** What the server asks of every measured kind, beside its own calls (lib/server/handlers/<kind>.ts). */
export interface MeasuredKindServer {
  /** The tables its counts are rows of (db/schema.ts), as lib/server/measured/counting.ts reads them. */
  tables: CountedTables;
  /** Its public page at `/p/{slug}`, or null when none of its pages has that slug (or the caller may not see it). */
  servePage(db: Db, request: NextRequest, slug: string): Promise<Response | null>;
  /** The maintenance pass: its live pages past their due date that no visitor judged yet; how many were judged. */
  judgeDuePages(db: Db): Promise<number>;
  /** How many of the founder's pages are published (live): the plan's end closes them to visitors. */
  livePages(db: Db, userId: string): Promise<number>;
  /** Its key in the account's data download, and its pages with what they collected. */
  exportKey: string;
  forExport(db: Db, userId: string): Promise<AsyncIterable<unknown>>;
}

const servers = {
  pitch: {
    tables: pitchTables,
    servePage: servePitchPage,
    judgeDuePages: (db) => judgeDuePages(db),
    livePages: livePitchPageCount,
    exportKey: "pitch_pages",
    forExport: pitchPagesForExport,
  },
  survey: {
    tables: surveyTables,
    servePage: serveSurveyPage,
    judgeDuePages: (db) => judgeDueSurveys(db),
    livePages: liveSurveyCount,
    exportKey: "surveys",
    forExport: surveysForExport,
  },
} satisfies Record<string, MeasuredKindServer>;

/** Each measured kind's server side, by kind: a kind the table lacks is a type error here. */
export const measuredServers: EveryMeasuredKind<typeof servers> = servers;
