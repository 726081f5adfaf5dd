import type { FeatureTranslator, KeyOf } from "@web/i18n/feature-messages";
import type { productMessages } from "../messages";

/** A product type's name in the page's language; a type the catalogue does not know shows as the contract names it. */
export function productTypeLabel(
  t: FeatureTranslator<KeyOf<typeof productMessages>>,
  value: string,
  label: string,
): string {
  const key = `listing.type.${value}` as KeyOf<typeof productMessages>;
  const text = t(key);
  return text === key ? label : text;
}
