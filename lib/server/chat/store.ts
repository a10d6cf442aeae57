import "server-only";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { chatMessages, ideas, reports, users, type ChatMessageRow } from "@/db/schema";
import type { ReportKind } from "@/lib/core/kinds";
import { aboutNote } from "@/lib/core/chat/about";
import { getEnv } from "@/lib/server/env";
import type { Turn } from "@/lib/ai/chat/context";
import { THREAD_MAX } from "@/lib/core/chat/limits";
import type { ChatPart, ServedMessage } from "@/lib/core/api/chat";
import type { CheckedQuote } from "@/lib/core/chat/quotes";
import { fittedParts } from "@/lib/core/chat/fitted-parts";
import { Conflict, NotFound } from "@/lib/core/errors";

/**
 * An idea's conversation, stored (docs/API.md, "Ask the report"): asked from any of its reports, each message noting
 * the report (version) it was about, so a new version keeps the thread. Every query is scoped to the caller.
 */

type ThreadRow = { message: ChatMessageRow; kind: ReportKind | null; version: number | null };

export function servedMessage({ message: row, kind, version }: ThreadRow): ServedMessage {
  return {
    id: row.id,
    role: row.role,
    parts: fittedParts(row.parts),
    created_at: row.createdAt.toISOString(),
    // As the stream's message metadata has it, so the thread reads the same before and after a reload.
    metadata: {
      about: { report_id: row.reportId, kind, version },
      ...(row.verification ? { verification: row.verification } : {}),
      ...(row.model ? { model: row.model } : {}),
      ...(row.isDemo ? { demo: true } : {}),
    },
  };
}

const REPORT_NOT_FOUND = "Report not found.";

/** The caller's report with its idea, locked for a transaction when asked; another user's (or none) is a 404. */
async function requireReport(db: Db, userId: string, reportId: string, lock?: "share") {
  const query = db
    .select({ id: reports.id, ideaId: reports.ideaId })
    .from(reports)
    .where(and(eq(reports.id, reportId), eq(reports.userId, userId)));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw new NotFound(REPORT_NOT_FOUND);
  return row;
}

/** The idea's messages, oldest first, each with the kind and version of the report it was about. */
function threadRows(db: Db, userId: string, ideaId: string | SQL) {
  // Who asked each question: its author, or the owner for one asked before members could (issue 49).
  const asker = sql<string>`coalesce(${chatMessages.askedBy}, ${chatMessages.userId})`;
  return db
    .select({
      message: chatMessages,
      kind: reports.kind,
      version: reports.version,
      askerId: asker,
      askerName: sql<string | null>`(select ${users.fullName} from ${users} where ${users.id} = ${asker})`,
    })
    .from(chatMessages)
    .leftJoin(reports, eq(reports.id, chatMessages.reportId))
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.ideaId, ideaId)))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

const ideaOf = (userId: string, reportId: string) =>
  sql`(select ${reports.ideaId} from ${reports} where ${reports.id} = ${reportId} and ${reports.userId} = ${userId})`;

/** The thread of the report's idea, oldest first; another user's report (or none) is a 404. */
export async function listThread(
  db: Db,
  userId: string,
  reportId: string,
  readerId = userId,
): Promise<ServedMessage[]> {
  const rows = await threadRows(db, userId, ideaOf(userId, reportId));
  if (rows.length === 0) await requireReport(db, userId, reportId);
  return rows.map((row) => {
    const served = servedMessage(row);
    // A question someone else on the idea asked names them (issue 49); one's own reads "You asked".
    const asked = row.message.role === "user" && row.askerId !== readerId && row.askerName;
    return asked ? { ...served, metadata: { ...served.metadata, asked_by: asked } } : served;
  });
}

/** A message as the model reads it again: its text, and a line for each card it showed. */
export function turnOf(row: Pick<ChatMessageRow, "role" | "parts">, note?: string | null): Turn {
  const text = [
    ...(note ? [`(${note[0]!.toUpperCase()}${note.slice(1)}.)`] : []),
    ...row.parts.map((part) => {
      if (part.type === "text") return part.text;
      if (part.type === "tool-propose_rescore" && part.state === "output-available") {
        const proposal = part.output;
        return `[Proposed rescore: ${proposal.label} from ${proposal.old_score} to ${proposal.score}]`;
      }
      if (part.type === "tool-draft" && part.state === "output-available") return `[Draft: ${part.output.title}]`;
      return "";
    }),
  ]
    .filter(Boolean)
    .join("\n");
  return { role: row.role, text };
}

/** The thread as the model reads it, each message about another version marked as such ("about version 3"). */
function turnsOf(rows: ThreadRow[], shown: { id: string; kind: ReportKind }): Turn[] {
  return rows.map((row) =>
    turnOf(row.message, aboutNote({ report_id: row.message.reportId, kind: row.kind, version: row.version }, shown)),
  );
}

/**
 * Stores the founder's question about a report in its idea's thread and answers the thread the model should read. A
 * question sent again with the id of the thread's last, unanswered one (a retry) is not stored twice. The idea's row
 * is locked, so two questions at once, from any of its versions, cannot take the thread past THREAD_MAX.
 */
export async function askQuestion(
  db: Db,
  userId: string,
  report: { id: string; kind: ReportKind },
  question: { clientId?: string; text: string; askedBy?: string },
): Promise<{ questionId: string; turns: Turn[] }> {
  return db.transaction(async (tx) => {
    const { ideaId } = await requireReport(tx, userId, report.id);
    await tx
      .select({ id: ideas.id })
      .from(ideas)
      .where(and(eq(ideas.id, ideaId), eq(ideas.userId, userId)))
      .for("update");
    const rows = await threadRows(tx, userId, ideaId);
    const last = rows.at(-1)?.message;
    const sent = question.clientId;
    const same =
      sent === undefined
        ? undefined
        : rows.find(({ message }) => message.role === "user" && (message.clientId === sent || message.id === sent));
    if (same) {
      // Answered once: a question sent again is a retry only while it is the last, unanswered one, and only once the
      // answer being written (ten tabs, a double click, a client's retry loop) has ended or failed.
      if (same.message.id !== last?.id) throw new Conflict(ALREADY_ANSWERED);
      if (last.answeringUntil && last.answeringUntil.getTime() > Date.now()) throw new Conflict(BEING_ANSWERED);
      await tx.update(chatMessages).set({ answeringUntil: answeringLease() }).where(eq(chatMessages.id, last.id));
      return { questionId: last.id, turns: turnsOf(rows, report) };
    }
    if (rows.length + 2 > THREAD_MAX) {
      throw new Conflict(`This conversation has reached ${THREAD_MAX} messages. Clear it to start a new one.`);
    }
    const [stored] = await tx
      .insert(chatMessages)
      .values({
        ideaId,
        reportId: report.id,
        userId,
        askedBy: question.askedBy ?? null,
        role: "user",
        clientId: question.clientId ?? null,
        answeringUntil: answeringLease(),
        parts: [{ type: "text", text: question.text }],
      })
      .returning();
    return { questionId: stored!.id, turns: [...turnsOf(rows, report), turnOf(stored!)] };
  });
}

export const ALREADY_ANSWERED = "This question has been answered already: its answer is in the conversation.";
export const BEING_ANSWERED =
  "This question is being answered already. Wait for its answer, or reload the page to see it.";

/** Until when a question is being answered: the model's time limit, and a little more for storing the answer. */
const answeringLease = () => new Date(Date.now() + getEnv().AI_TIMEOUT_MS + 30_000);

/** The question's answer is settled (stored, stopped or failed): a retry of it may be answered again. */
export async function endAnswering(db: Db, userId: string, questionId: string): Promise<void> {
  await db
    .update(chatMessages)
    .set({ answeringUntil: null })
    .where(and(eq(chatMessages.id, questionId), eq(chatMessages.userId, userId)));
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
    const report = await requireReport(tx, userId, reportId, "share").catch(() => null);
    if (!report) return;
    await tx.insert(chatMessages).values({
      id: answer.id,
      ideaId: report.ideaId,
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

/** Clears the thread of the report's idea; another user's report (or none) is a 404. */
export async function clearThread(db: Db, userId: string, reportId: string): Promise<void> {
  const deleted = await db
    .delete(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.ideaId, ideaOf(userId, reportId))))
    .returning({ id: chatMessages.id });
  if (deleted.length === 0) await requireReport(db, userId, reportId);
}

/**
 * One of the idea's answers, locked for the caller's transaction; another user's or none is a 404. An answer about
 * another version cannot act on this one (its proposal scored that version).
 */
export async function lockedAnswer(tx: Db, userId: string, reportId: string, messageId: string) {
  const [row] = await tx
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, userId),
        eq(chatMessages.ideaId, ideaOf(userId, reportId)),
        eq(chatMessages.id, messageId),
        eq(chatMessages.role, "assistant"),
      ),
    )
    .for("update");
  if (!row) throw new NotFound("Message not found.");
  if (row.reportId !== reportId) {
    throw new Conflict("This proposal was about another version. Open that version to accept it.");
  }
  return row;
}

export async function updateParts(tx: Db, messageId: string, parts: ChatPart[]): Promise<void> {
  await tx.update(chatMessages).set({ parts }).where(eq(chatMessages.id, messageId));
}
