import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { chatMessages, reports, type ChatMessageRow } from "@/db/schema";
import { HttpError } from "@/lib/server/http";
import type { Turn } from "@/lib/ai/chat/context";
import { THREAD_MAX } from "@/lib/core/chat/limits";
import type { ChatPart, ServedMessage } from "@/lib/core/api/chat";
import type { CheckedQuote } from "@/lib/core/chat/quotes";
import { fittedParts } from "@/lib/core/chat/fitted-parts";

/** One report's conversation, stored (docs/API.md, "Ask the report"): every query is scoped to the caller. */

export function servedMessage(row: ChatMessageRow): ServedMessage {
  return {
    id: row.id,
    role: row.role,
    parts: fittedParts(row.parts),
    created_at: row.createdAt.toISOString(),
    // As the stream's message metadata has it, so the thread reads the same before and after a reload.
    metadata: {
      ...(row.verification ? { verification: row.verification } : {}),
      ...(row.model ? { model: row.model } : {}),
      ...(row.isDemo ? { demo: true } : {}),
    },
  };
}

const REPORT_NOT_FOUND = "Report not found.";
const ownThread = (userId: string, reportId: string) =>
  and(eq(chatMessages.reportId, reportId), eq(chatMessages.userId, userId));

async function requireReport(db: Db, userId: string, reportId: string, lock = false) {
  const query = db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.id, reportId), eq(reports.userId, userId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new HttpError(404, REPORT_NOT_FOUND);
}

/** The thread, oldest first; another user's report (or none) is a 404. */
export async function listThread(db: Db, userId: string, reportId: string): Promise<ServedMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(ownThread(userId, reportId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  if (rows.length === 0) await requireReport(db, userId, reportId);
  return rows.map(servedMessage);
}

/** A message as the model reads it again: its text, and a line for each card it showed. */
export function turnOf(row: Pick<ChatMessageRow, "role" | "parts">): Turn {
  const text = row.parts
    .map((part) => {
      if (part.type === "text") return part.text;
      if (part.type === "tool-propose_rescore" && part.state === "output-available") {
        const proposal = part.output;
        return `[Proposed rescore: ${proposal.label} from ${proposal.old_score} to ${proposal.score}]`;
      }
      if (part.type === "tool-draft" && part.state === "output-available") return `[Draft: ${part.output.title}]`;
      return "";
    })
    .filter(Boolean)
    .join("\n");
  return { role: row.role, text };
}

/**
 * Stores the founder's question and answers the thread the model should read. A question sent again with the id of
 * the last, unanswered one (a retry) is not stored twice. The report's row is locked, so two questions at once cannot
 * take the thread past THREAD_MAX.
 */
export async function askQuestion(
  db: Db,
  userId: string,
  reportId: string,
  question: { clientId?: string; text: string },
): Promise<{ questionId: string; turns: Turn[] }> {
  return db.transaction(async (tx) => {
    await requireReport(tx, userId, reportId, true);
    const rows = await tx
      .select()
      .from(chatMessages)
      .where(ownThread(userId, reportId))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
    const last = rows.at(-1);
    const retried =
      last?.role === "user" &&
      question.clientId !== undefined &&
      (last.clientId === question.clientId || last.id === question.clientId);
    if (retried) return { questionId: last.id, turns: rows.map(turnOf) };
    if (rows.length + 2 > THREAD_MAX) {
      throw new HttpError(409, `This conversation has reached ${THREAD_MAX} messages. Clear it to start a new one.`);
    }
    const [stored] = await tx
      .insert(chatMessages)
      .values({
        reportId,
        userId,
        role: "user",
        clientId: question.clientId ?? null,
        parts: [{ type: "text", text: question.text }],
      })
      .returning();
    return { questionId: stored!.id, turns: [...rows, stored!].map(turnOf) };
  });
}

export interface Answer {
  id: string;
  parts: ChatPart[];
  verification: { quotes: CheckedQuote[] } | null;
  model: string;
  inputTokens: number | null;
  outputTokens: number | null;
  demo: boolean;
}

/**
 * Stores a finished (or stopped) answer, cleaned and cut to fit (`fittedParts`: a NUL or an unpaired surrogate would
 * fail the insert); nothing when the report was deleted meanwhile.
 */
export async function storeAnswer(db: Db, userId: string, reportId: string, answer: Answer): Promise<void> {
  await db.transaction(async (tx) => {
    const [report] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.id, reportId), eq(reports.userId, userId)))
      .for("share");
    if (!report) return;
    await tx.insert(chatMessages).values({
      id: answer.id,
      reportId,
      userId,
      role: "assistant",
      parts: fittedParts(answer.parts),
      verification: fittedParts(answer.verification),
      model: answer.model,
      inputTokens: answer.inputTokens,
      outputTokens: answer.outputTokens,
      isDemo: answer.demo,
    });
  });
}

/** Clears the thread; another user's report (or none) is a 404. */
export async function clearThread(db: Db, userId: string, reportId: string): Promise<void> {
  const deleted = await db.delete(chatMessages).where(ownThread(userId, reportId)).returning({ id: chatMessages.id });
  if (deleted.length === 0) await requireReport(db, userId, reportId);
}

/** One of the thread's answers, locked for the caller's transaction; another user's or none is a 404. */
export async function lockedAnswer(tx: Db, userId: string, reportId: string, messageId: string) {
  const [row] = await tx
    .select()
    .from(chatMessages)
    .where(and(ownThread(userId, reportId), eq(chatMessages.id, messageId), eq(chatMessages.role, "assistant")))
    .for("update");
  if (!row) throw new HttpError(404, "Message not found.");
  return row;
}

export async function updateParts(tx: Db, messageId: string, parts: ChatPart[]): Promise<void> {
  await tx.update(chatMessages).set({ parts }).where(eq(chatMessages.id, messageId));
}
