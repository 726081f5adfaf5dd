/**
 * When a server-rendered island asks for its code (decision 0033): once any of its HTML is on screen, or the moment
 * a person touches it. A phone then spends its first seconds on what it shows, not on the
 * footer. A tap, a click or a form submit that lands on an island before its code has hydrated it is held and done
 * again once it has, as is text typed into its fields meanwhile; a link inside still works as a plain link.
 */

export interface Sighting {
  /** Resolves when the island should load: seen, touched, or (with no HTML to watch) the browser idle. */
  readonly wanted: Promise<void>;
  /** True once `wanted` has resolved. */
  readonly isWanted: boolean;
  /** Wanted now, whatever the screen shows. */
  want(): void;
  /**
   * Starts watching the island's server-rendered HTML, which follows `marker` in the document; `seen(false)` says it
   * is off screen for now, `seen(true)` that it is wanted.
   */
  watch(marker: Element, seen: (wanted: boolean) => void): () => void;
  /** The island has hydrated: replay what the person did before. */
  hydrated(): void;
}

/** An island already wanted: on a page the browser renders itself, or anywhere outside a first hydration. */
export function wantedNow(): Sighting {
  const wanted = settledPromise();
  const nothing = () => undefined;
  return { wanted, isWanted: true, want: nothing, watch: () => nothing, hydrated: nothing };
}

/**
 * A promise React's `use` reads without suspending: it is already marked fulfilled, as React marks the promises it
 * has seen resolve.
 */
function settledPromise() {
  return Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });
}

export function awaitSight(): Sighting {
  let resolve!: () => void;
  const wanted = new Promise<void>((r) => (resolve = r));
  let isWanted = false;
  let elements: Element[] = [];
  let seen: (wanted: boolean) => void = () => undefined;
  const held: (() => void)[] = [];
  const want = () => {
    if (isWanted) return;
    isWanted = true;
    // Marked as React marks a resolved promise, so `use` reads it in the same render without suspending again.
    void Object.assign(wanted, { status: "fulfilled", value: undefined });
    resolve();
    seen(true);
  };
  const inside = (target: EventTarget | null) =>
    target instanceof Node && elements.some((el) => el === target || el.contains(target));

  /** Capturing on the document runs before React's own listener, which would drop an event it cannot deliver yet. */
  const onTouch = (event: Event) => {
    if (inside(event.target)) want();
  };
  /** Keeps the event from the page until the island has hydrated, then does it again (the latest one only). */
  const hold = (event: Event, replay: () => void) => {
    want();
    event.preventDefault();
    event.stopPropagation();
    held.splice(0, held.length, replay);
  };
  const onClick = (event: Event) => {
    const target = event.target;
    if (!inside(target) || !(target instanceof HTMLElement) || target.closest("a[href]")) return;
    hold(event, () => target.isConnected && target.click());
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!inside(form) || !(form instanceof HTMLFormElement)) return;
    hold(event, () => form.isConnected && form.requestSubmit());
  };
  const listeners: [string, (event: Event) => void][] = [
    ["pointerdown", onTouch],
    ["focusin", onTouch],
    ["click", onClick],
    ["submit", onSubmit],
  ];
  const stopListening = () => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
  };

  return {
    wanted,
    get isWanted() {
      return isWanted;
    },
    want,
    watch(marker, onSeen) {
      seen = onSeen;
      elements = serverRenderedElementsAfter(marker);
      if (elements.length === 0) {
        // Nothing on screen to wait for (the connectivity notices): load when the page has settled.
        const idle = window.requestIdleCallback?.(want, { timeout: 3000 }) ?? window.setTimeout(want, 1000);
        return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
      }
      for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
      // On screen, not a screen ahead: a phone's product page is about two screens long, and such a margin would load
      // every island at once. What is below the fold reads the same before hydration; a tap is held meanwhile.
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) want();
        if (isWanted) observer.disconnect();
        else seen(false);
      });
      for (const el of elements) observer.observe(el);
      return () => {
        observer.disconnect();
        stopListening();
      };
    },
    hydrated() {
      stopListening();
      for (const el of elements) handOverTypedText(el);
      held.splice(0).forEach((replay) => replay());
    },
  };
}

/**
 * The elements of the island's Suspense boundary as the server sent it: React writes the boundary between the comments
 * `<!--$-->` and `<!--/$-->` (nested boundaries have their own pair), right after the island's marker.
 */
function serverRenderedElementsAfter(marker: Element) {
  const found: Element[] = [];
  let depth = 0;
  for (let node = marker.nextSibling; node; node = node.nextSibling) {
    if (node instanceof Comment) {
      if (node.data.startsWith("$")) depth++;
      else if (node.data === "/$" && --depth <= 0) break;
    } else if (node instanceof Element && depth > 0) found.push(node);
  }
  return found;
}

/**
 * Text typed into an island's field before it hydrated is still in the field, but React's state never heard of it
 * (React keeps what is in the DOM when hydrating, and sets `defaultValue` to its own value). Tell React, as the
 * browser would have: the field's own setter moves React's record of the value back, the prototype's setter puts the
 * typed text in without it, and an `input` event makes React read the difference.
 */
function handOverTypedText(root: Element) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const prototypeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set;
    field.value = field.defaultValue;
    prototypeSetter?.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}
