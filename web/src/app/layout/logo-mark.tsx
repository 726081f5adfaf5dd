import { clsx } from "clsx";

/** The favicon's mark, inline so it renders without a network request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden focusable="false" className={clsx("shrink-0", className)}>
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path
        d="M20 16h12c10 0 16 6.5 16 16s-6 16-16 16H20z"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="32" r="5" fill="#fbbf24" />
    </svg>
  );
}
