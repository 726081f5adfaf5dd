import { Suspense, useEffect, useId, type ComponentType, type ReactNode } from "react";
import { lazyPart } from "./lazy-part";

/**
 * A piece of a server-rendered page whose code stays out of the first load (decision 0028): the footer, the facts
 * below the fold. The server renders it whole; the browser keeps that HTML as it is until the piece's code has
 * arrived, then hydrates it alone (React's selective hydration of a Suspense boundary). The page's photo, title,
 * price and first actions stay in the page's own chunk. On a page the browser renders itself, `fallback` holds the
 * piece's place while its code loads.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Part = lazyPart(load);
  return function Island(props: P) {
    const id = useId();
    // Runs after the boundary's own effects when it hydrated in the same pass (its code was already here).
    useEffect(() => islandWaits(id), [id]);
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
        <Settled id={id} />
      </Suspense>
    );
  };
}

function Settled({ id }: { id: string }) {
  useEffect(() => settle(id), [id]);
  return null;
}

const waiting = new Set<string>();
const settled = new Set<string>();
const listeners = new Set<() => void>();

function islandWaits(id: string) {
  if (!settled.has(id)) waiting.add(id);
  return () => {
    waiting.delete(id);
    settled.delete(id);
    listeners.forEach((l) => l());
  };
}

function settle(id: string) {
  settled.add(id);
  waiting.delete(id);
  listeners.forEach((l) => l());
}

/** Whether every island on the page has hydrated (or given up, its code unreachable): the page has settled. */
export const islands = {
  settled: () => waiting.size === 0,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
