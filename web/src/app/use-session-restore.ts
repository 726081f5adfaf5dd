import { useEffect } from "react";
import { publicUserSchema } from "@contract/auth";
import { apiRequest } from "@web/lib/api-client";
import { confirmSession, getSession, useSession } from "@web/lib/session";

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
        const user = publicUserSchema.safeParse(res.user);
        if (user.success) confirmSession(user.data);
      })
      .catch(() => {
        const current = getSession();
        if (current.status === "restoring" && current.token === restoringToken) confirmSession(current.user);
      });
  }, [restoringToken]);
}
