import { useSearch } from "wouter";

/** Where to go after signing in: the page a guard sent the person away from, else home. Only same-site paths. */
export function useRedirectTarget(fallback = "/"): string {
  const target = new URLSearchParams(useSearch()).get("redirect");
  return target && target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\") ? target : fallback;
}
