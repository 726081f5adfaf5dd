/** Web Push (docs/providers/web-push.md): other modules and the app import only this file. */
export { pushChannel } from "./push-channel";
export { pushRoutes } from "./push-routes";
export { pushSettings } from "./push-settings";
export { erasePushSubscriptions } from "./push-service";
