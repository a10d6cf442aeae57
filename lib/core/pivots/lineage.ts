/**
 * The idea list's order with pivots (issue 48): each variant right after its parent when the parent is listed (and its
 * variants after it, depth first), everything else in the list's own order. Pure, for the list and its test.
 */
export function variantsUnderParents<T extends { id: string; parent_id?: string | null }>(
  ideas: readonly T[],
): { idea: T; depth: number }[] {
  const listed = new Set(ideas.map((idea) => idea.id));
  const children = new Map<string, T[]>();
  for (const idea of ideas) {
    if (idea.parent_id && listed.has(idea.parent_id) && idea.parent_id !== idea.id) {
      children.set(idea.parent_id, [...(children.get(idea.parent_id) ?? []), idea]);
    }
  }
  const ordered: { idea: T; depth: number }[] = [];
  const placed = new Set<string>();
  const place = (idea: T, depth: number) => {
    if (placed.has(idea.id)) return;
    placed.add(idea.id);
    ordered.push({ idea, depth });
    for (const child of children.get(idea.id) ?? []) place(child, depth + 1);
  };
  for (const idea of ideas) {
    if (!idea.parent_id || !listed.has(idea.parent_id)) place(idea, 0);
  }
  // A circle of parents (not made by the API, but not trusted either) is listed flat rather than lost.
  for (const idea of ideas) place(idea, 0);
  return ordered;
}
