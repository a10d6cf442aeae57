// The JavaScript a browser downloads for the app's pages (gzip, as `next start` would send it), each page's scripts
// counted once, beside the same pages of a base revision (default 54e4491, the commit before issue 34's move) in the
// same run: what the move, the kinds' modules and the typed client cost a signed-in founder, and the landing.
//
//   npm run bench:app-js               options: --revision <commit> (default 54e4491), --pages /,/try (comma-separated;
//                                      public pages only: no account is made)
import { gzipSync } from "node:zlib";
import { cliOption, ensureBuild, startApp, startRevision, subscriber } from "./lib.mjs";

const REVISION = cliOption("revision", "54e4491");
const PAGES = cliOption("pages", "/,/app/dashboard,/app/validator,/app/ideas,/app/ideas/compare?ids=a,b").split(",");
const signedIn = PAGES.some((page) => page.startsWith("/app"));
// The benchmarks sign up through the API and read the code from the local outbox, which production opens only so.
const SIGN_UP = { MAIL_MODE: "local", LOCAL_OUTBOX_PUBLIC: "1", TRUST_PROXY: "1" };

/** Each page's script chunks and their gzip size in bytes; the chunk itself, once per page. */
async function scriptsOf(base, cookie) {
  const sizes = new Map();
  const gzipOf = async (src) => {
    if (!sizes.has(src))
      sizes.set(src, gzipSync(Buffer.from(await (await fetch(`${base}${src}`)).arrayBuffer())).length);
    return sizes.get(src);
  };
  const pages = {};
  for (const page of PAGES) {
    const html = await (await fetch(`${base}${page}`, { headers: { cookie } })).text();
    const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]))];
    let total = 0;
    for (const src of sources) total += await gzipOf(src);
    pages[page] = { scripts: sources.length, bytes: total };
  }
  return pages;
}

ensureBuild();
const current = await startApp(SIGN_UP);
const base = await startRevision(REVISION, { env: SIGN_UP });
try {
  const [now, before] = [
    await scriptsOf(current.base, signedIn ? await subscriber(current.base) : ""),
    await scriptsOf(base.base, signedIn ? await subscriber(base.base) : ""),
  ];
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`\nJavaScript per page, gzip (scripts): ${REVISION} → this build`);
  for (const page of PAGES) {
    const [a, b] = [before[page] ?? { bytes: 0, scripts: 0 }, now[page]];
    const change = b.bytes - a.bytes;
    console.log(
      `${page.padEnd(28)} ${kb(a.bytes).padStart(9)} (${a.scripts}) → ${kb(b.bytes).padStart(9)} (${b.scripts})  ${change >= 0 ? "+" : ""}${kb(change)}`,
    );
  }
} finally {
  current.stop();
  base.stop();
}
