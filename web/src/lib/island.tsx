import {
  memo,
  Suspense,
  use,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from "react";
import { awaitSight, wantedNow, type Sighting } from "./island-sight";
import { lazyPart } from "./lazy-part";

/**
 * A piece of a server-rendered page whose code stays out of the first load (decision 0028): the footer, the facts
 * below the fold. The server renders it whole; the browser keeps that HTML as it is until the piece is on
 * screen or touched (decision 0033), then fetches its code and hydrates it alone (React's selective hydration of a
 * Suspense boundary). The page's photo, title, price and first actions stay in the page's own chunk. On a page the
 * browser renders itself, the code loads at once and `fallback` holds the piece's place meanwhile.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Part = lazyPart(load);
  type Own = { id: string; sighting: Sighting };
  // React gives a boundary still showing the server's HTML any new props at once, and, when it cannot hydrate it yet,
  // throws that HTML away for the fallback: so the boundary re-renders only when the island's own props change, and
  // then its code is wanted at once.
  const Boundary = memo(
    function IslandBoundary({ $island, ...props }: P & { $island: Own }) {
      return (
        <Suspense fallback={fallback}>
          <WhenWanted sighting={$island.sighting}>
            <Part {...(props as P)} />
            <Settled id={$island.id} sighting={$island.sighting} />
          </WhenWanted>
        </Suspense>
      );
    },
    (before, after) => {
      const same = shallowEqual(before, after);
      if (!same) after.$island.sighting.want();
      return same;
    },
  );
  return function Island(props: P) {
    const id = useId();
    const marker = useRef<HTMLTemplateElement>(null);
    // Only an island being hydrated waits to be seen; one the browser renders itself (or the server) loads now.
    const hydrating = useSyncExternalStore(noChange, isHydrating.client, isHydrating.server);
    const [own] = useState<Own>(() => ({
      id,
      sighting: hydrating && typeof document !== "undefined" ? awaitSight() : wantedNow(),
    }));
    useEffect(() => {
      const stopWatching = marker.current
        ? own.sighting.watch(marker.current, (wanted) => islandSeen(id, wanted))
        : undefined;
      const stopWaiting = islandWaits(id);
      return () => {
        stopWatching?.();
        stopWaiting();
      };
    }, [id, own]);
    return (
      <>
        {/* Marks where the island's server HTML starts; a template is never displayed and holds no place. */}
        <template ref={marker} data-island="" />
        <Boundary {...props} $island={own} />
      </>
    );
  };
}

function shallowEqual(a: object, b: object) {
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Suspends until the island is wanted, so React neither renders its lazy part (and fetches its code) nor hydrates it. */
function WhenWanted({ sighting, children }: { sighting: Sighting; children: ReactNode }) {
  use(sighting.wanted);
  return children;
}

function Settled({ id, sighting }: { id: string; sighting: Sighting }) {
  useEffect(() => {
    sighting.hydrated();
    settle(id);
  }, [id, sighting]);
  return null;
}

/** React reads a store's server snapshot while hydrating and the client's otherwise: this one says which it is. */
const isHydrating = { server: () => true, client: () => false };
const noChange = () => () => undefined;

const waiting = new Set<string>();
const settled = new Set<string>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function islandWaits(id: string) {
  if (!settled.has(id)) waiting.add(id);
  return () => {
    waiting.delete(id);
    settled.delete(id);
    notify();
  };
}

/** Off screen and untouched, the page has settled without it; once wanted, it is waited for again until it hydrates. */
function islandSeen(id: string, wanted: boolean) {
  if (settled.has(id)) return;
  if (wanted) waiting.add(id);
  else waiting.delete(id);
  notify();
}

function settle(id: string) {
  settled.add(id);
  waiting.delete(id);
  notify();
}

/**
 * Whether every island the page is waiting for has hydrated (or given up, its code unreachable): the page has settled.
 * An island off screen is not waited for until it is wanted.
 */
export const islands = {
  settled: () => waiting.size === 0,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
