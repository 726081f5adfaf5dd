import { useEffect } from "react";
import { apiRequest } from "@web/lib/api-client";
import { confirmSession, getSession, isPublicUser, useSession } from "@web/lib/session";

/**
 * A stored session counts only once the server accepts its token (part 1 §4). A 401 ends it inside
 * apiRequest; a network failure keeps the stored user so a weak connection does not log anyone out.
 */
export function useSessionRestore() {
  const session = useSession();
  const restoringToken = session.status === "restoring" ? session.token : undefined;
  useEffect(() => {
    if (!restoringToken) return;
    apiRequest<{ user: unknown }>("GET", "/api/auth/me")
      .then((res) => {
        if (isPublicUser(res.user)) confirmSession(res.user);
      })
      .catch(() => {
        const current = getSession();
        if (current.status === "restoring" && current.token === restoringToken) confirmSession(current.user);
      });
  }, [restoringToken]);
}
