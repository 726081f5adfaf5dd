/**
 * A value made on first use. For Intl formatters at module level: building one loads the browser's locale data
 * (tens of milliseconds on a phone), which a page pays only if it actually prints a date.
 */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
