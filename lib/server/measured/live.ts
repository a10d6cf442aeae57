import "server-only";
import type { Db } from "@/db/client";
import { measuredKinds, type MeasuredKind } from "@/lib/core/measured";
import type { LivePages } from "@/lib/core/measured/closed";
import { measuredServers } from "./kinds";

/** The founder's published pages of every measured kind, by kind: the plan's end closes them, and says so. */
export async function liveMeasuredPages(db: Db, userId: string): Promise<LivePages> {
  const live: Partial<Record<MeasuredKind, number>> = {};
  for (const kind of measuredKinds) live[kind] = await measuredServers[kind].livePages(db, userId);
  return live;
}
