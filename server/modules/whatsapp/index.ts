/** WhatsApp updates by Cloud API template messages (docs/providers/whatsapp.md): the channel, the opt-in, the webhook. */
export { whatsAppChannel } from "./whatsapp-channel";
export { whatsAppState } from "./opt-in-service";
export { whatsAppSettings, type WhatsAppSettings } from "./whatsapp-settings";
export { whatsAppOptInRoutes, whatsAppWebhookRoutes } from "./whatsapp-routes";
export { eraseWhatsAppOptIn } from "./whatsapp-erasure";
