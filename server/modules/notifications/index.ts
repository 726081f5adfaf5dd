/** The notifications module's public surface: other modules import only this file (lint rule house/module-boundaries). */
export { announceSessionsEnded, createNotification } from "./notify";
export {
  deadlineHi as deadlineInHindi,
  text as notificationText,
  type NotificationInput,
  type NotificationText,
} from "./notification-texts";
export { eraseNotifications } from "./notification-erasure";
export { recordDeliveryStatus, type DeliveryChannel, type Outgoing, type SendResult } from "./delivery-channel";
export { reachedElsewhere } from "./reached-elsewhere";
export type { OwnMail } from "./email-channel";
