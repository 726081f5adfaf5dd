/** The notifications module's public surface: other modules import only this file (lint rule house/module-boundaries). */
export { announceSessionsEnded, createNotification } from "./notify";
export { eraseNotifications } from "./notification-erasure";
