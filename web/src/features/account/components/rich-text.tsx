import { Fragment, type ReactNode } from "react";

/** Around a slot's name: a character no message or typed text holds. */
const MARK = "\u{E000}";
const SLOTS = new RegExp(`${MARK}(\\w+)${MARK}`);

/** A placeholder's value that `richText` replaces with an element: `t("x", { name: slot("name") })`. */
export const slot = (name: string) => `${MARK}${name}${MARK}`;

/**
 * A translated sentence with elements where its placeholders were (a name in bold, a brand kept as typed), wherever
 * the language puts them: `richText(t("x", { name: slot("name") }), { name: <strong>{name}</strong> })`.
 */
export function richText(text: string, nodes: Record<string, ReactNode>): ReactNode {
  return text.split(SLOTS).map((part, i) => <Fragment key={i}>{i % 2 === 1 ? (nodes[part] ?? part) : part}</Fragment>);
}
