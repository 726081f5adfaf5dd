import type { ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { PageSpinner } from "@web/components/ui/page-spinner";
import { useSession } from "@web/lib/session";
import { SessionCheckPending } from "./session-check-pending";

/** docs/product.md#pages: guests on login routes go to /login, which brings them back here afterwards. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const [location] = useLocation();
  const search = useSearch();
  // A stored session the server has not accepted yet: wait (spinner), or say why we are still waiting.
  if (session.status === "restoring") return session.unconfirmed ? <SessionCheckPending /> : <PageSpinner />;
  if (session.status === "signed-out") {
    const back = search ? `${location}?${search}` : location;
    return <Redirect to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return children;
}

/** Admin routes: login first; a signed-in non-admin sees the not-found page, so the route's existence is not advertised. */
export function RequireAdmin({ children, notFound }: { children: ReactNode; notFound: ReactNode }) {
  const session = useSession();
  return (
    <RequireLogin>{session.status === "signed-in" && session.user.role !== "admin" ? notFound : children}</RequireLogin>
  );
}
