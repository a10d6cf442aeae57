import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getDb } from "@/db";
import { requireSessionUser } from "@/lib/server/auth/session-user";
import { answerPlace } from "@/lib/server/measured/survey/responses";

export const metadata: Metadata = { title: "Survey answer" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A quote's link to the survey answer it came from (issue 46): the answer on its idea's page, among the survey's
 * answers. Another founder's answer, or one deleted since, is not found.
 */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!UUID.test(id)) notFound();
  const user = await requireSessionUser();
  const place = await answerPlace(await getDb(), user.id, id);
  if (!place) notFound();
  redirect(`/app/ideas/${place.ideaId}#answer-${id}`);
}
