"use client";

import { useEffect, useRef } from "react";

interface TurnstileApi {
  render(container: HTMLElement, options: { sitekey: string; callback(token: string): void }): string;
  remove(widget: string): void;
}

declare global {
  interface Window {
    /** Set by Turnstile's script once it has loaded. */
    turnstile?: TurnstileApi;
  }
}

const SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

/** Cloudflare Turnstile's widget (explicit rendering): its token goes to `onToken`, the server checks it. */
export function Turnstile({ siteKey, onToken }: { siteKey: string; onToken(token: string): void }) {
  const container = useRef<HTMLDivElement>(null);
  const tokenTo = useRef(onToken);
  useEffect(() => {
    tokenTo.current = onToken;
  }, [onToken]);
  useEffect(() => {
    let widget: string | undefined;
    const render = () => {
      const api = window.turnstile;
      if (api && container.current && !widget)
        widget = api.render(container.current, { sitekey: siteKey, callback: (token) => tokenTo.current(token) });
    };
    let script = document.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
    if (!script) {
      script = document.createElement("script");
      script.src = SCRIPT;
      script.async = true;
      document.head.append(script);
    }
    script.addEventListener("load", render);
    render();
    return () => {
      script.removeEventListener("load", render);
      if (widget) window.turnstile?.remove(widget);
    };
  }, [siteKey]);
  return <div ref={container} className="min-h-16" />;
}
