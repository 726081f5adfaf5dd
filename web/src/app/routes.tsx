import { createElement, lazy, Suspense, type ComponentType } from "react";
import { Route, Switch, useLocation } from "wouter";
import { PageSpinner } from "@web/components/ui/page-spinner";
import { RequireAdmin, RequireLogin } from "./guards";
import { PageLoadBoundary } from "./page-load-boundary";
import { NOT_FOUND_PAGE, PAGES } from "./pages";
import { preloadPage } from "./page-preloads";

type PageModule = Record<string, ComponentType>;

/** Every page module, each behind its own dynamic import (so its own chunk), keyed as ./pages.ts names them. */
const PAGE_MODULES = import.meta.glob<PageModule>(["../features/**/*-page.tsx", "!../features/**/components/**"]);

/**
 * Every page is its own chunk so the home page ships only what it needs. `preload` loads it ahead: a page the server
 * rendered is loaded before hydrating, so hydration never waits on it and a tap on the rendered page is not lost.
 */
function page(module: string, name: string) {
  const loadChunk = PAGE_MODULES[module.replace(/^src\//, "../")];
  if (!loadChunk) throw new Error(`web/src/app/pages.ts names ${module}, which is not a page module`);
  const load = () => {
    preloadPage(module);
    return loadChunk();
  };
  let loaded: ComponentType | undefined;
  const Lazy = lazy(() => load().then((m) => ({ default: m[name]! })));
  const Page = () => (loaded ? createElement(loaded) : createElement(Lazy));
  // The page the server rendered: the HTML has already asked for its chunks.
  Page.preload = () =>
    loadChunk().then((m) => {
      loaded = m[name];
    });
  return Page;
}

/** One component per module, for the paths that lead to the same page. */
const byModule = new Map<string, ReturnType<typeof page>>();
const pageOf = ({ module, component }: { module: string; component: string }) => {
  if (!byModule.has(module)) byModule.set(module, page(module, component));
  return byModule.get(module)!;
};

const NotFoundPage = pageOf(NOT_FOUND_PAGE);
const ROUTED = PAGES.map((entry) => ({ ...entry, Page: pageOf(entry) }));

/** The pages the server renders, by their module name (the #root's data-page). */
export const SERVER_RENDERED_PAGES: Record<string, { preload: () => Promise<void> }> = Object.fromEntries([
  ...ROUTED.filter((entry) => "serverRendered" in entry).map((entry) => [entry.module, entry.Page]),
  [NOT_FOUND_PAGE.module, NotFoundPage],
]);

/** The route table (docs/product.md#pages), from ./pages.ts. Any other path is the not-found page. */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <PageLoadBoundary location={location}>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          {/* Keyed by module: two paths to one page (/product, /products) keep it mounted between them. */}
          {ROUTED.map(({ path, Page, ...entry }) => (
            <Route key={entry.module} path={path}>
              {"access" in entry && entry.access === "admin" ? (
                <RequireAdmin notFound={<NotFoundPage />}>
                  <Page />
                </RequireAdmin>
              ) : "access" in entry && entry.access === "signed-in" ? (
                <RequireLogin>
                  <Page />
                </RequireLogin>
              ) : (
                <Page />
              )}
            </Route>
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </PageLoadBoundary>
  );
}
