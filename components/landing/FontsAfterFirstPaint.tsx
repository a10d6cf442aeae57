/**
 * The public pages set their first paint in the metric-adjusted fallbacks and ask for the web fonts once it has been
 * presented. Without this the fonts (57 KB) were asked for by the first layout and, from a nearby server, arrived
 * before the first paint: Lighthouse's mobile simulation then charged their download at phone speed to the LCP (the
 * hero's paragraph, about 0.3 s of it), though with `font-display: swap` a phone paints the fallback first anyway.
 *
 * A parser-inserted script at the top of the body: it runs before any of the page is laid out (it waits for the
 * stylesheet, as the first paint does), marks the document (app/globals.css then sets the fallback stacks), and
 * unmarks it when the first contentful paint is reported, or after 4 s whatever happens. Without JavaScript the
 * document is never marked and the fonts load as before. Only in prerendered pages (the marketing layout): their
 * inline scripts are allowed by hash (lib/server/security/script-hashes.ts); a dynamic page's would need its nonce.
 * Rendered again on a client-side navigation, React leaves a script inert: the document keeps what it had.
 */
const script = `(() => {
  const root = document.documentElement;
  const fontsOn = () => root.removeAttribute("data-fonts");
  root.setAttribute("data-fonts", "after-paint");
  setTimeout(fontsOn, 4000);
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      fontsOn();
    }).observe({ type: "paint", buffered: true });
  } catch {
    fontsOn();
  }
})();`;

export function FontsAfterFirstPaint() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
