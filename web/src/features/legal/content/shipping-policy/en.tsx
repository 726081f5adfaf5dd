import { Link } from "wouter";
import { BRAND, POLICY } from "@contract/brand";
import { Callout } from "../../components/policy-page";
import type { PolicyContent, PolicySection } from "../policy-content";
import { deliveryCharge } from "../../policy-figures";

/** The order tracker's steps (docs/product.md#orders), with what each means for the buyer. */
const STEPS = [
  {
    status: "Placed",
    text: `Your payment has gone through and is held safely by ${BRAND.name}. The seller is notified and has ${POLICY.orderAcceptHours} hours to accept the order.`,
  },
  {
    status: "Confirmed",
    text: "The seller has accepted and is preparing the item. Where we can, we add an expected delivery date to your order.",
  },
  {
    status: "Picked up",
    text: `Our courier has collected the parcel from the seller, within ${POLICY.shipWithinBusinessDays} business days of your payment.`,
  },
  {
    status: "Out for delivery",
    text: "The parcel is with the delivery partner in your area and should reach you that day.",
  },
  {
    status: "Delivered",
    text: `The parcel has been handed over. Your return window starts now: ${POLICY.returnWindowHours} hours for most items, at the doorstep for fashion.`,
  },
] as const;

const sections: PolicySection[] = [
  {
    id: "how-it-works",
    title: "How delivery works",
    content: (
      <>
        <p>
          {BRAND.name} arranges every delivery. When you buy an item, our courier partner collects it from the seller
          and brings it to your door. There are no meet-ups with strangers, and neither side ever sees the other's phone
          number or address: the seller hands the parcel to our courier, and the courier delivers it to you.
        </p>
        <p>
          Because your payment is held by us until delivery, the seller is paid only after you have received the item
          and your return window has closed.
        </p>
      </>
    ),
  },
  {
    id: "timeline",
    title: "From payment to your door",
    content: (
      <>
        <ol>
          {STEPS.map(({ status, text }) => (
            <li key={status}>
              <strong>{status}.</strong> {text}
            </li>
          ))}
        </ol>
        <p>
          Delivery usually takes <strong>about {POLICY.deliveryBusinessDays} business days from pickup</strong>,
          depending on the distance between the seller and you. Business days are Monday to Saturday, excluding national
          holidays.
        </p>
      </>
    ),
  },
  {
    id: "charges",
    title: "Delivery charges",
    content: (
      <>
        <p>
          Delivery costs a <strong>flat {deliveryCharge} per order</strong>, wherever in India the item is coming from
          or going to. It is shown separately in the order summary, next to the item price and the{" "}
          {POLICY.buyerFeePercent}% platform fee, before you pay. Some coupons waive the delivery charge; when one does,
          the summary shows it.
        </p>
        <p>
          Sellers pay nothing for pickup or delivery. Payment is made online by card or UPI when you order; there is no
          cash on delivery.
        </p>
      </>
    ),
  },
  {
    id: "tracking",
    title: "Tracking your order",
    content: (
      <p>
        Open <Link href="/track-orders">My Orders</Link> to see every order and where it is. Each order shows a tracker
        with the five steps above, the expected delivery date when we have one, and the amounts you paid. We also send
        you a notification each time the status changes, so you do not need to keep checking.
      </p>
    ),
  },
  {
    id: "sellers",
    title: "For sellers: getting ready for pickup",
    content: (
      <>
        <ol>
          <li>
            Accept the order from your dashboard <strong>within {POLICY.orderAcceptHours} hours</strong>. If you do not,
            the order is cancelled automatically and the buyer gets a full refund.
          </li>
          <li>
            Pack the item so it survives the journey: a sturdy box, padding around fragile parts, screens protected, and
            liquids sealed. Include every accessory shown in the listing, and the bill if you mentioned one.
          </li>
          <li>
            Hand the parcel to our courier at your pickup address{" "}
            <strong>within {POLICY.shipWithinBusinessDays} business days</strong> of payment. You do not need to write
            the buyer's address; the courier handles the shipping label.
          </li>
        </ol>
        <Callout tone="warning" title="Cannot send the item?">
          <p>
            Tell us immediately through <Link href="/contact">Contact Us</Link>. The buyer receives a full refund within{" "}
            {POLICY.sellerCannotSupplyRefundDays} days. Repeated failures to hand over can affect your account, as set
            out in our <Link href="/seller-guidelines">Seller Guidelines</Link>.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "receiving",
    title: "Receiving your parcel",
    content: (
      <ul>
        <li>
          Check that the outer packaging is intact before you accept it. If it is visibly damaged, tell the delivery
          partner.
        </li>
        <li>
          <strong>Fashion</strong>: open and inspect clothing, footwear and accessories in front of the delivery
          partner. If they are not right, hand them straight back; that is your return.
        </li>
        <li>
          <strong>Everything else</strong>: test the item soon after delivery. You have {POLICY.returnWindowHours} hours
          to request a return from My Orders if something is wrong.
        </li>
        <li>
          If an item arrives damaged in transit, request a return within the window with photos of the parcel and the
          item. Damage in transit is refunded in full under our{" "}
          <Link href="/return-policy">Return & Refund Policy</Link>.
        </li>
      </ul>
    ),
  },
  {
    id: "delays",
    title: "Delays and failed deliveries",
    content: (
      <>
        <p>
          Weather, strikes, festivals and remote pincodes can add a day or two. If your order has not arrived within the
          expected time, check My Orders first, then contact us with your order number.
        </p>
        <p>
          If the delivery partner cannot reach you, they try again. Please keep your phone available on the delivery day
          and make sure your address includes a landmark. If our courier partners cannot serve your address at all, we
          cancel the order and refund you in full.
        </p>
      </>
    ),
  },
  {
    id: "cancelling",
    title: "Cancelling before delivery",
    content: (
      <p>
        You can cancel an order from My Orders while it is placed or confirmed, that is, before our courier has picked
        it up. Choose a reason, and you receive a full refund, including the delivery charge, to your original payment
        method. Once the parcel has been picked up, it can no longer be cancelled, but you can still return it after
        delivery under the Return & Refund Policy.
      </p>
    ),
  },
];

const content: PolicyContent = {
  title: "Shipping & Delivery Policy",
  dated: "effective",
  date: POLICY.policyEffectiveDate,
  summary: `How ${BRAND.name} collects items from sellers and delivers them to buyers across India, what it costs, how long it takes and how to track it.`,
  highlights: [
    { value: deliveryCharge, label: "flat delivery charge per order" },
    { value: `${POLICY.orderAcceptHours} hours`, label: "for the seller to accept" },
    { value: `${POLICY.shipWithinBusinessDays} days`, label: "business days for the seller to hand over" },
    { value: `${POLICY.deliveryBusinessDays} days`, label: "business days to deliver after pickup" },
  ],
  sections,
};

export default content;
