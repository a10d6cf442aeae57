import { useEffect, useRef, useState } from "react";

/**
 * Whether a scroll box holds more than it shows, and whether it is scrolled to the end: the table's hint and its
 * fading right edge show only while there is more to the right.
 */
export function useSideways(ready: boolean) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState({ overflows: false, atEnd: true });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const overflows = element.scrollWidth > element.clientWidth + 1;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
      setState((current) =>
        current.overflows === overflows && current.atEnd === atEnd ? current : { overflows, atEnd },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener("scroll", measure);
    };
  }, [ready]);
  return [box, state] as const;
}
