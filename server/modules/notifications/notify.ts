import * as repo from "./notifications-repo";

/**
 * What other modules do with notifications: store one in the transaction of the event it reports (the row and its
 * NOTIFY come or go together), and tell the live streams that a user's sessions ended.
 */
export const createNotification: typeof repo.createNotification = (...args) => repo.createNotification(...args);
export const announceSessionsEnded: typeof repo.announceSessionsEnded = (...args) =>
  repo.announceSessionsEnded(...args);
