/**
 * What a page the browser renders (sign-in, contact, orders, checkout…) shows with JavaScript turned off: the app's
 * empty #root was a blank page. Inside #root, so the app replaces it as it mounts; pages the server renders have their
 * content there instead and never carry it (decision 0028). Classes are ones the app's own pages use, so its
 * stylesheet has them; no inline style (the content policy forbids it).
 */
const NOTICE = `<noscript><section class="mx-auto max-w-xl px-4 py-16 text-center">
<h1 class="text-2xl font-bold tracking-tight text-slate-900">This page needs JavaScript</h1>
<p class="mt-3 text-slate-600">Signing in, your orders, the contact form and buying work only with JavaScript turned on. Please turn it on in your browser's settings and reload this page.</p>
<p class="mt-3 text-slate-600">Without it you can still <a class="font-semibold text-brand-700 underline" href="/browse">browse listings</a> and read our <a class="font-semibold text-brand-700 underline" href="/return-policy">return policy</a>.</p>
</section></noscript>`;

const EMPTY_ROOT = '<div id="root"></div>';

/** The app's shell with the notice in its #root. */
export function withNoScriptNotice(indexHtml: string): string {
  return indexHtml.replace(EMPTY_ROOT, `<div id="root">${NOTICE}</div>`);
}
