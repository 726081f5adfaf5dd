/** A listing's condition: the labels every card shows, and the two the forms offer. */

/** The forms offer only these two (docs/product.md#listings); the data model knows five. */
export const FORM_CONDITIONS = [
  { value: "like_new", label: "Like New" },
  { value: "good", label: "Good" },
] as const;
export const CONDITION_LABELS: Record<string, string> = {
  new: "New",
  like_new: "Like New",
  good: "Good",
  fair: "Fair",
  poor: "Poor",
};
