import { createHash } from "node:crypto";

/**
 * A server-rendered page does not ask for its code until its first photo has been painted (decision 0032). The HTML
 * names the entry and its preloads on this script's data attributes; the script adds them once the page's priority
 * photo (`img[fetchpriority=high]`, its LCP) has loaded and a frame has been painted, or after BOOT_WAIT_MS at most
 * (a photo that never arrives, a tab opened in the background where frames do not run). On a slow phone network the
 * photo then has the connection to itself instead of sharing it with 100 KB of script, and nothing of the app's
 * start-up runs on the main thread before the photo is shown. A page without such a photo starts after its first
 * frame. Inline, so it costs no request; the security policy allows exactly this text by its hash.
 */
const BOOT_WAIT_MS = 1000;

const BOOT_SCRIPT = `(function (me) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preloads = (me.getAttribute("data-preload") || "").split(" ");
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue;
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    var entry = document.createElement("script");
    entry.type = "module";
    entry.crossOrigin = "";
    entry.src = me.getAttribute("data-entry");
    document.head.appendChild(entry);
  }
  function afterPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  var photo = document.querySelector('#root img[fetchpriority="high"]');
  if (!photo || photo.complete) afterPaint();
  else {
    photo.addEventListener("load", afterPaint);
    photo.addEventListener("error", afterPaint);
  }
  setTimeout(start, ${BOOT_WAIT_MS});
})(document.currentScript);`;

/** For the Content-Security-Policy's script-src: this one inline script and no other. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash("sha256").update(BOOT_SCRIPT).digest("base64")}'`;

const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;

const byTemplate = new Map<string, ReturnType<typeof splitScripts>>();

/**
 * The built index.html without its entry script and module preloads, and the boot script tag that starts them with
 * a page's own chunks (placed after `#root`). Worked out once per template, not on each rendered page: the search
 * over a whole page took 2 ms. Undefined for a template without an entry (a test's fake build).
 */
export function deferredScriptsOf(template: string) {
  if (!byTemplate.has(template)) byTemplate.set(template, splitScripts(template));
  return byTemplate.get(template);
}

function splitScripts(template: string) {
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) return undefined;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  return {
    template: template.replace(ENTRY, "").replace(MODULE_PRELOAD, ""),
    bootTag: (pageChunks: string[]) =>
      `<script data-entry="${entry}" data-preload="${[...preloads, ...pageChunks].join(" ")}">${BOOT_SCRIPT}</script>`,
  };
}
