/**
 * What the plan's end does to the founder's live pitch pages, in one sentence for the plan-ended e-mail and the app's
 * banner; null when there are none. The pages close to visitors (lib/server/measured/pitch/pages.ts publicPage) and
 * reopen as they were with a plan.
 */
export function pitchPagesClosedLine(livePitchPages: number): string | null {
  if (livePitchPages <= 0) return null;
  const one = livePitchPages === 1;
  const pages = one ? "Your live pitch page is" : `Your ${livePitchPages} live pitch pages are`;
  return `${pages} closed to visitors: ${one ? "it takes" : "they take"} no sign-ups until you choose a plan again, which reopens ${one ? "it" : "them"}. The sign-ups you have stay yours to download.`;
}
