/**
 * Keeps the digits of what was typed or pasted, then caps them: a pasted "    450385" or "158 761" is a whole
 * code. The inputs carry no maxLength for the same reason: the browser would cut a paste to length before
 * the spaces are dropped, losing digits.
 */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, "").slice(0, max);
