/** The notification bell's English messages (decision 0046); hi.ts has the same keys. */
const en = {
  "bell.adminUnavailable": "Notifications (not available for admins)",
  "bell.label": "Notifications",
  "bell.unread": "Notifications, {n} unread",
  "bell.markReadFailed": "Failed to mark notification as read",
  "bell.markAllFailed": "Failed to mark all notifications as read",
  "bell.heading": "Notifications",
  "bell.markAll": "Mark all read",
  "bell.loading": "Loading notifications...",
  "bell.empty": "No notifications yet",
  "bell.emptyText": "You'll receive updates about your products and offers here",
  "bell.unreadMark": " (unread)",
  "bell.less": "Show less",
  "bell.all": "View all",
} as const satisfies Record<string, string>;

export default en;
