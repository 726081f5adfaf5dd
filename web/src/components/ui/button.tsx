import { Slot } from "./slot";
import { clsx } from "clsx";
import type { ComponentProps } from "react";

const variants = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "bg-accent-400 text-slate-900 shadow-sm hover:bg-accent-500",
  outline: "border border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:text-brand-800",
  ghost: "text-brand-700 hover:bg-brand-50 hover:text-brand-800",
};

// Every size keeps a 44 px touch target; sm only tightens the sides for crowded bars.
const sizes = {
  sm: "h-11 px-3 text-sm",
  md: "h-11 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "size-11",
};

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the single child (for example a wouter Link) with button styling instead of a <button>. */
  asChild?: boolean;
}

export function Button({ variant = "primary", size = "md", asChild = false, className, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      type={asChild ? type : (type ?? "button")}
      className={clsx(
        "inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        "disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5 [&_svg]:shrink-0",
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
