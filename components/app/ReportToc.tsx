"use client";

import { useCallback, useSyncExternalStore } from "react";

/** The sections of the report in the element `areaId`, kept current as a streamed report grows ("id|title" lines). */
function useSections(areaId: string): { id: string; title: string }[] {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const area = document.getElementById(areaId);
      if (!area) return () => {};
      const observer = new MutationObserver(onChange);
      observer.observe(area, { childList: true, subtree: true });
      return () => observer.disconnect();
    },
    [areaId],
  );
  const read = useCallback(
    () =>
      [...(document.getElementById(areaId)?.querySelectorAll("section[id] > h2") ?? [])]
        .map((heading) => `${heading.parentElement!.id}|${heading.textContent ?? ""}`)
        .join("\n"),
    [areaId],
  );
  const snapshot = useSyncExternalStore(subscribe, read, () => "");
  return snapshot
    ? snapshot
        .split("\n")
        .map((line) => ({ id: line.slice(0, line.indexOf("|")), title: line.slice(line.indexOf("|") + 1) }))
    : [];
}

/** On wide screens, a long report gets a table of contents beside it. */
export function ReportToc({ areaId }: { areaId: string }) {
  const sections = useSections(areaId);
  if (sections.length < 4) return null;
  return (
    <nav aria-label="Report contents" className="sticky top-24 hidden self-start print:hidden min-[1400px]:block">
      <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">On this page</p>
      <ul className="mt-3 space-y-2 border-l border-line text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="-ml-px block border-l border-transparent pl-3 text-ink-600 hover:border-brand-600 hover:text-ink-950"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
