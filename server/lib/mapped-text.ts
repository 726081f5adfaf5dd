/**
 * Text rewritten step by step (normalised) while remembering, for every unit of the result, which span of the
 * original it came from. Detection runs on the rewritten text; masking replaces the original spans, so whatever
 * is not masked comes back exactly as it was written.
 */
export interface MappedText {
  text: string;
  /** Per UTF-16 unit of `text`: where its source starts and ends in the original. */
  from: number[];
  to: number[];
}

export function mapped(original: string): MappedText {
  const from = Array.from({ length: original.length }, (_, i) => i);
  return { text: original, from, to: from.map((i) => i + 1) };
}

/** Replaces each match of `pattern` (global); the replacement's units all point at the whole matched source span. */
export function rewrite(source: MappedText, pattern: RegExp, replace: (match: RegExpExecArray) => string): MappedText {
  const out: MappedText = { text: "", from: [], to: [] };
  const keep = (start: number, end: number) => {
    out.text += source.text.slice(start, end);
    for (let i = start; i < end; i++) {
      out.from.push(source.from[i]!);
      out.to.push(source.to[i]!);
    }
  };
  let last = 0;
  for (const match of source.text.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    if (end === start) continue;
    keep(last, start);
    const replacement = replace(match as RegExpExecArray);
    out.text += replacement;
    for (let i = 0; i < replacement.length; i++) {
      out.from.push(source.from[start]!);
      out.to.push(source.to[end - 1]!);
    }
    last = end;
  }
  keep(last, source.text.length);
  return out;
}

/** The spans of the original behind each match of `pattern` in the rewritten text. */
export function sourceSpans(source: MappedText, pattern: RegExp): [number, number][] {
  return [...source.text.matchAll(pattern)]
    .filter((m) => m[0].length > 0)
    .map((m) => [source.from[m.index]!, source.to[m.index + m[0].length - 1]!]);
}

/** Drops the units matching `inner` inside each match of `pattern` (global); every other unit keeps its own source. */
export function removeInside(source: MappedText, pattern: RegExp, inner: RegExp): MappedText {
  const drop = new Set<number>();
  for (const match of source.text.matchAll(pattern))
    for (let i = match.index; i < match.index + match[0].length; i++) if (inner.test(source.text[i]!)) drop.add(i);
  const out: MappedText = { text: "", from: [], to: [] };
  for (let i = 0; i < source.text.length; i++) {
    if (drop.has(i)) continue;
    out.text += source.text[i];
    out.from.push(source.from[i]!);
    out.to.push(source.to[i]!);
  }
  return out;
}
