import type { Language } from "@contract/language";
import type { NotificationType } from "../../db/schema/notifications";

/**
 * The approved template a notification kind goes out as (docs/providers/whatsapp.md#templates): `dobara_<kind>` in
 * the person's language unless WHATSAPP_TEMPLATES names another. Every template is a utility one with three body
 * parameters: the notification's title, its message, and the link to open.
 */
export function templateFor(templates: Record<string, string>, type: NotificationType, language: Language) {
  return { name: templates[`${type}:${language}`] ?? `dobara_${type}`, language };
}

/** A body parameter may hold no newline or tab, nor more than four spaces in a row, and is kept short. */
const PARAMETER_LIMIT = 300;
export const templateParameter = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > PARAMETER_LIMIT ? `${flat.slice(0, PARAMETER_LIMIT - 1)}…` : flat;
};
