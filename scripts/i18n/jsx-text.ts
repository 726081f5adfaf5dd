import { readFileSync } from "node:fs";
import ts from "typescript";

/** Attributes people read or hear: their literal values must come from the catalogue too. */
const READ_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt", "label", "altText"]);

/** Words that are not a language: the brand and names every language writes the same way. */
const ALLOWED_WORDS = /\b(Dobara|UPI|OTP|PAN|GST|IST|KB|MB|GB|WhatsApp|Razorpay|PayU)\b/g;

/**
 * Per-language content modules (decision 0046): a long page whose whole text is one module per language
 * (web/src/features/legal/content/<page>/en.tsx and hi.tsx), loaded by the page in its own language only, so the
 * module is the catalogue. The English one is English by design and is not counted; in the Hindi one, which may keep
 * a known English term in brackets ("शिकायत अधिकारी (Grievance Officer)"), only a text with no Hindi at all counts.
 * jsx-text.test.ts checks that each English module has its Hindi twin.
 */
export const PER_LANGUAGE_CONTENT = /^web\/src\/features\/legal\/content\/[a-z0-9-]+\/(en|hi)\.tsx$/;
const DEVANAGARI = /[\u0900-\u097F]/;

export interface Finding {
  file: string;
  line: number;
  text: string;
}

/**
 * Literal words in a component's JSX (text between tags, and the attributes above) that did not come from the
 * message catalogue (decision 0046). Expressions (`{t("...")}`, `{product.title}`) are not literal text.
 */
export function literalJsxText(file: string, source = readFileSync(file, "utf8")): Finding[] {
  const perLanguage = PER_LANGUAGE_CONTENT.exec(file)?.[1];
  if (perLanguage === "en") return [];
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, " ").trim();
    if (!/[A-Za-z]/.test(clean.replace(ALLOWED_WORDS, ""))) return;
    if (perLanguage === "hi" && DEVANAGARI.test(clean)) return;
    found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: clean });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText(sf);
      if (READ_ATTRIBUTES.has(name)) report(node, node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}
