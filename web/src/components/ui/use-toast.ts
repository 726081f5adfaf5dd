import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive" | "success";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A link that resolves what the toast reports (Log in for Login Required). */
  action?: { label: string; href: string };
}

export interface ToastItem extends ToastInput {
  id: number;
}

/** docs/product.md#messages: one toast at a time, so the store holds at most one and a new toast replaces it. */
let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toast(input: ToastInput) {
  publish([{ ...input, id: nextId++ }]);
}

export function dismissToast(id: number) {
  if (toasts.some((t) => t.id === id)) publish(toasts.filter((t) => t.id !== id));
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
