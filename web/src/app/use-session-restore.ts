import { useEffect } from "react";
import { useSession } from "@web/lib/session";
import { watchRestoredSession } from "@web/lib/session-restore";

/**
 * A stored session counts only once the server accepts its token (docs/product.md#accounts). A 401 ends it; a
 * network failure or 5xx keeps it in storage, unconfirmed, and the check repeats until the server answers.
 */
export function useSessionRestore() {
  const session = useSession();
  const restoringToken = session.status === "restoring" ? session.token : undefined;
  useEffect(() => (restoringToken ? watchRestoredSession(restoringToken) : undefined), [restoringToken]);
}
