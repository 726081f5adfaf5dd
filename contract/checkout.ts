import { z } from "zod";
import { POLICY } from "./brand";
import { canonicalCity } from "./cities";
import { formatIndianNumber } from "./money-format";
import { MOBILE_PATTERN, requiredText } from "./validation";

/**
 * The checkout contract (docs/product.md#checkout, docs/product.md#money, docs/product.md#messages): addresses, coupon validation, payment
 * hand-off for PayU and Razorpay. Figures travel as whole rupees; contract/pricing.ts computes them.
 */

export const ADDRESS_LIMIT = 20;
export const ADDRESS_MESSAGES = {
  missing: "Please fill in all required fields",
  pincode: "Pincode must be 6 digits and cannot start with 0",
  limit: `You can save at most ${ADDRESS_LIMIT} addresses. Delete one to add another.`,
  saved: "Your address has been saved successfully!",
  deleted: "Address has been removed successfully!",
  notFound: "Address not found",
  name: "Please enter the recipient's name",
  phone: "Phone must be 10 digits starting with 6, 7, 8 or 9",
  incomplete: "Add the recipient's name and phone to this address: the courier needs them.",
} as const;

const optionalLine = z
  .string({ error: "Must be text" })
  .trim()
  .max(255, { error: "Must be at most 255 characters" })
  .nullish()
  .transform((v) => v || null);

export const createAddressSchema = z.object({
  name: requiredText(ADDRESS_MESSAGES.name, 100),
  phone: z.string({ error: ADDRESS_MESSAGES.phone }).trim().regex(MOBILE_PATTERN, { error: ADDRESS_MESSAGES.phone }),
  line1: requiredText(ADDRESS_MESSAGES.missing, 255),
  line2: optionalLine,
  landmark: optionalLine,
  pincode: z
    .string({ error: ADDRESS_MESSAGES.missing })
    .trim()
    .min(1, { error: ADDRESS_MESSAGES.missing })
    .regex(/^[1-9]\d{5}$/, { error: ADDRESS_MESSAGES.pincode }),
  city: requiredText(ADDRESS_MESSAGES.missing, 100).transform(canonicalCity),
  state: requiredText(ADDRESS_MESSAGES.missing, 100),
  isDefault: z.boolean({ error: "isDefault must be true or false" }).default(false),
});
export type CreateAddress = z.input<typeof createAddressSchema>;

/** Editing a saved address sends it whole, so an older one without a name or phone gets them. */
export const updateAddressSchema = createAddressSchema.omit({ isDefault: true });

/** `GET /api/pincodes/{pincode}`: the post office directory's district and state, for the form to fill in. */
export const pincodeParamsSchema = z.object({
  pincode: z.string().regex(/^[1-9]\d{5}$/, { error: ADDRESS_MESSAGES.pincode }),
});
export const pincodePlaceSchema = z.object({ city: z.string(), state: z.string() });
export type PincodePlace = z.infer<typeof pincodePlaceSchema>;
export const PINCODE_UNKNOWN = "We don't know this pincode. Please type the city and state.";

/** The address as the one text line an order keeps (docs/product.md#checkout: one joined line of text). */
export const addressLine = (a: {
  line1: string;
  line2?: string | null;
  landmark?: string | null;
  city: string;
  state: string;
  pincode: string;
}) => [a.line1, a.line2, a.landmark, a.city, `${a.state} - ${a.pincode}`].filter(Boolean).join(", ");

/** What an order keeps for the courier: who receives it, their phone, then the address line. */
export const deliveryLine = (a: Parameters<typeof addressLine>[0] & { name?: string | null; phone?: string | null }) =>
  [a.name, a.phone, addressLine(a)].filter(Boolean).join(", ");

/**
 * An order's delivery line read back into its parts (the courier wants them apart): the inverse of deliveryLine,
 * whose last two parts are always the city and "state - pincode". Undefined for a line not made by it.
 */
export function deliveryLineParts(line: string) {
  const parts = line.split(", ");
  const tail = /^(.+) - ([1-9]\d{5})$/.exec(parts.at(-1) ?? "");
  if (!tail || parts.length < 3) return undefined;
  const named = parts.length >= 5 && /^[6-9]\d{9}$/.test(parts[1]!);
  const rest = parts.slice(named ? 2 : 0, -2);
  if (rest.length === 0) return undefined;
  return {
    name: named ? parts[0]! : undefined,
    phone: named ? parts[1]! : undefined,
    address: rest.join(", "),
    city: parts.at(-2)!,
    state: tail[1]!,
    pincode: tail[2]!,
  };
}

export const COUPON_MESSAGES = {
  empty: "Please enter a coupon code",
  unknown: "Invalid coupon code",
  inactive: "This coupon is no longer active",
  notYetValid: "This coupon is not valid yet",
  expired: "This coupon has expired",
  usedUp: "This coupon has reached its usage limit",
  belowMinimum: (min: number) => `This coupon needs an order value of at least ₹${formatIndianNumber(min)}`,
  alreadyUsed: "You have already used this coupon",
  heldElsewhere: `This coupon is already applied to your unfinished payment for another item. Complete that payment, or try again once its ${POLICY.reservationMinutes}-minute hold ends.`,
  wholeOrder:
    "This coupon would make the order free. Coupons can lower the total to ₹1 at the least, so it cannot be used here.",
  applied: "Coupon applied",
  firstOrderOnly: "This coupon is for your first order",
} as const;

/** `GET /api/coupons/suggestion`: one active coupon this buyer could use, for the coupon box's placeholder. */
export const couponSuggestionSchema = z.object({ code: z.string().nullable() });

/** Entry is trimmed and upper-cased (docs/product.md#money). */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

const couponTermsSchema = z.object({
  code: z.string(),
  description: z.string().nullable(),
  discountType: z.enum(["percentage", "flat", "no_fees"]),
  discountValue: z.number(),
  eliminateFees: z.boolean(),
  eliminateDelivery: z.boolean(),
  maxDiscountAmount: z.number().nullable(),
  firstOrderOnly: z.boolean(),
});
export type CouponView = z.infer<typeof couponTermsSchema>;

export const couponValidationSchema = z.object({
  valid: z.boolean(),
  message: z.string(),
  coupon: couponTermsSchema.nullable(),
});
export type CouponValidation = z.infer<typeof couponValidationSchema>;

const PAYMENT_GATEWAY_CHOICES = ["payu", "razorpay"] as const;
export type PaymentGatewayChoice = (typeof PAYMENT_GATEWAY_CHOICES)[number];

/** `GET /api/payments/methods`: the ways to pay the server can take now, in the order the summary lists them. */
export const paymentMethodsSchema = z.object({
  methods: z.array(z.object({ gateway: z.enum(PAYMENT_GATEWAY_CHOICES), label: z.string(), description: z.string() })),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

const wholeRupees = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be whole rupees` })
    .min(0)
    .max(1e9);

/** Payment initiation (docs/product.md#checkout); the server recomputes every figure and refuses a mismatch (409). */
export const initiatePaymentSchema = z.object({
  productId: z.uuid({ error: "productId must be a product id" }),
  finalPrice: wholeRupees("finalPrice"),
  deliveryAddress: requiredText("Missing required payment information", 1_000),
  addressId: z.uuid({ error: "addressId must be an address id" }),
  productPrice: wholeRupees("productPrice"),
  platformFee: wholeRupees("platformFee"),
  deliveryPrice: wholeRupees("deliveryPrice"),
  discountAmount: wholeRupees("discountAmount"),
  couponCode: z.string().max(50).nullish(),
  gateway: z.enum(PAYMENT_GATEWAY_CHOICES).default("payu"),
});
export type InitiatePayment = z.input<typeof initiatePaymentSchema>;

export const PAYMENT_MESSAGES = {
  mismatch: "The price has changed. Please review the order summary again.",
  reserved: (minutes: number) =>
    `This item is being bought by someone else. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  notAvailable: "This item is no longer available",
  ownListing: "You cannot buy your own listing",
  verifyFirst: "Please verify your email before buying",
  initiated: "Payment initiated",
  noDirectOrders: "Orders are placed only by a verified payment: start from the product page with Buy Now.",
} as const;

const payuPaymentDataSchema = z.object({
  key: z.string(),
  txnid: z.string(),
  amount: z.string(),
  productinfo: z.string(),
  firstname: z.string(),
  email: z.string(),
  phone: z.string(),
  surl: z.string(),
  furl: z.string(),
  hash: z.string(),
  service_provider: z.string(),
  udf1: z.string(),
  udf2: z.string(),
  udf3: z.string(),
});
export type PayuPaymentData = z.infer<typeof payuPaymentDataSchema>;

export const initiatePaymentResponseSchema = z.union([
  z.object({
    success: z.literal(true),
    message: z.string(),
    payuUrl: z.string(),
    paymentData: payuPaymentDataSchema,
  }),
  z.object({ success: z.literal(true), message: z.string(), checkoutId: z.string() }),
]);
export type InitiatePaymentResponse = z.infer<typeof initiatePaymentResponseSchema>;

/** The 409 body for a figure mismatch: the server's own figures, so the page can show them. */
export const priceMismatchDetailsSchema = z.object({
  productPrice: z.number(),
  platformFee: z.number(),
  deliveryCharge: z.number(),
  couponDiscount: z.number(),
  total: z.number(),
});

/** The alternate flow's pending checkout, as /checkout/{id} shows it. */
export const checkoutViewSchema = z.object({
  id: z.string(),
  status: z.enum(["pending", "success", "failed", "refunded"]),
  product: z.object({ id: z.string(), title: z.string(), image: z.string().nullable() }),
  productPrice: z.number(),
  platformFee: z.number(),
  deliveryCharge: z.number(),
  couponDiscount: z.number(),
  total: z.number(),
  deliveryAddress: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.number().nullable(),
  /** What Try Again needs to rebuild the same summary: ids and the coupon, never the address text. */
  retry: z.object({
    productId: z.string(),
    addressId: z.string().nullable(),
    offerId: z.string().nullable(),
    couponCode: z.string().nullable(),
  }),
});
export type CheckoutView = z.infer<typeof checkoutViewSchema>;

export const createRazorpayOrderSchema = z.object({
  amount: z.number().int().positive().optional(),
  orderId: z.uuid({ error: "orderId must be a checkout id" }),
});
export const razorpayOrderResponseSchema = z.object({
  keyId: z.string(),
  amount: z.number().int(),
  currency: z.literal("INR"),
  orderId: z.string(),
  /** Razorpay's checkout.js, or the built-in sandbox's stand-in for it when no Razorpay keys are set. */
  checkoutScriptUrl: z.string(),
});
export const verifyRazorpaySchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
  orderId: z.uuid({ error: "orderId must be a checkout id" }),
});
export const verifyRazorpayResponseSchema = z.object({
  success: z.boolean(),
  paymentId: z.string(),
  message: z.string(),
  orderId: z.string().nullable(),
});

/**
 * The payment failed page's texts, by the `reason` code the server redirects with (/payment/failed?reason=). The
 * page shows only these texts: any other reason, or none, gets PAYMENT_FAILED_DEFAULT, because the address is
 * anyone's to write and a Dobara page must not print a stranger's words ("your KYC is pending, call ...").
 */
export const PAYMENT_FAILED_REASONS = {
  invalid_hash: "Security validation failed. Please try again.",
  invalid_data: "Invalid order data. Please contact support.",
  server_error: "Server error occurred. Please try again later.",
  sold_elsewhere:
    "This item was sold to another buyer just before your payment completed. Your payment will be refunded in full.",
  coupon_used_up:
    "The coupon on this payment was used up before your payment completed, so the order could not be placed. Your payment will be refunded in full.",
  late_payment:
    "Your payment reached us after this checkout had closed, so no order was placed. It will be refunded in full.",
  already_paid: "This checkout was already paid. Your second payment will be refunded in full.",
  awaiting_confirmation:
    "Your payment is awaiting confirmation from the bank. We will place the order as soon as it is confirmed.",
} as const;
export type PaymentFailedReason = keyof typeof PAYMENT_FAILED_REASONS;
export const PAYMENT_FAILED_DEFAULT = "Payment was unsuccessful. Please try again.";

/** The code of one of our own texts above, for the failed page's address; none for any other words. */
export const paymentFailedReasonOf = (text: string) =>
  (Object.keys(PAYMENT_FAILED_REASONS) as PaymentFailedReason[]).find((code) => PAYMENT_FAILED_REASONS[code] === text);
