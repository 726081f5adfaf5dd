import type { RazorpayHandlerResponse } from "../api/razorpay-payment";

/** What we use of Razorpay's checkout.js (or the sandbox's stand-in, which offers the same surface). */
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  handler: (response: RazorpayHandlerResponse) => void;
  prefill: { name: string; email: string; contact: string };
  modal: { ondismiss: () => void };
  theme: { color: string };
}
interface RazorpayInstance {
  open(): void;
  on(event: "payment.failed", listener: (response: { error?: { description?: string } }) => void): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

const loading = new Map<string, Promise<void>>();

/** Loads the checkout script once per page; a failed load may be tried again. */
export function loadCheckoutScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => (window.Razorpay ? resolve() : reject(new Error("no Razorpay on the page")));
      script.onerror = () => {
        script.remove();
        reject(new Error("script failed to load"));
      };
      document.head.append(script);
    }).catch((err: unknown) => {
      loading.delete(src);
      throw err;
    });
    loading.set(src, pending);
  }
  return pending;
}

export function openRazorpay(options: RazorpayOptions, onFailed: (description: string | undefined) => void) {
  const checkout = new window.Razorpay!(options);
  checkout.on("payment.failed", (response) => onFailed(response.error?.description));
  checkout.open();
}
