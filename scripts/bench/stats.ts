/** Percentiles of a list of milliseconds, for printing. */
export function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return { n: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted[sorted.length - 1]! };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

export function printRow(label: string, samples: number[], budgetMs?: number) {
  const s = summarize(samples);
  const verdict =
    budgetMs === undefined
      ? ""
      : s.p95 <= budgetMs
        ? `  (budget p95 < ${budgetMs} ms: met)`
        : `  (budget p95 < ${budgetMs} ms: MISSED)`;
  console.log(`  ${label.padEnd(44)} n=${s.n}  p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}${verdict}`);
  return s;
}
