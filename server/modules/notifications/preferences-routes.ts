import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notificationPreferencesSchema, notificationPreferencesUpdateSchema } from "@contract/notification-preferences";
import { requestLanguage } from "../../lib/response-language";
import { requireUser, signedInUser } from "../auth";
import { changePreferences, notOptedIn, preferencesOf, type WhatsappOptIn } from "./preferences-service";

/**
 * The signed-in person's choices of how they hear of each kind beyond the bell (decision 0048). `whatsappOptedIn` is
 * the WhatsApp module's answer; without it nobody is opted in.
 */
export const notificationPreferenceRoutes: FastifyPluginAsyncZod<{ whatsappOptedIn?: WhatsappOptIn }> = async (
  app,
  { whatsappOptedIn = notOptedIn },
) => {
  const db = app.database.db;
  app.addHook("onRequest", requireUser);

  app.get("/notification-preferences", { schema: { response: { 200: notificationPreferencesSchema } } }, (request) =>
    preferencesOf(db, signedInUser(request).id, requestLanguage(request), whatsappOptedIn),
  );

  app.put(
    "/notification-preferences",
    {
      schema: {
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await changePreferences(db, userId, request.body);
      return preferencesOf(db, userId, requestLanguage(request), whatsappOptedIn);
    },
  );
};
