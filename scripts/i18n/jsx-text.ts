import { readFileSync } from "node:fs";
import ts from "typescript";

/** Attributes people read or hear: their literal values must come from the catalogue too. */
const READ_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt", "label", "altText"]);

/** Words that are not a language: the brand and names every language writes the same way. */
const ALLOWED_WORDS = /\b(Dobara|UPI|OTP|PAN|GST|IST|KB|MB|GB|WhatsApp|Razorpay|PayU)\b/g;

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
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, " ").trim();
    if (!/[A-Za-z]/.test(clean.replace(ALLOWED_WORDS, ""))) return;
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
