import { clsx } from "clsx";
import { cloneElement, isValidElement, type HTMLAttributes, type ReactNode } from "react";

type Props = Record<string, unknown>;

/**
 * Renders its one child element with these props merged in (Button's `asChild`, for a Link styled as a button): the
 * class names joined, both handlers run (the child's first), the child's other props win. Radix's Slot does this and
 * more we never use, and it was 1.5 KB gzip of every page's first load.
 */
export function Slot({ children, ...slotProps }: HTMLAttributes<HTMLElement> & { children?: ReactNode }) {
  if (!isValidElement<Props>(children)) return null;
  const own = children.props;
  const merged: Props = { ...slotProps, ...own };
  for (const [key, ours] of Object.entries(slotProps as Props)) {
    const theirs = own[key];
    if (/^on[A-Z]/.test(key) && typeof ours === "function" && typeof theirs === "function")
      merged[key] = (...args: unknown[]) => {
        theirs(...args);
        ours(...args);
      };
  }
  merged.className = clsx(slotProps.className, own.className as string | undefined);
  if (slotProps.style || own.style) merged.style = { ...slotProps.style, ...(own.style as object | undefined) };
  return cloneElement(children, merged);
}
