import { Link } from "wouter";
import { BRAND, POLICY } from "@contract/brand";
import { formatRupees } from "@web/lib/format";
import { Callout, FigureTable } from "../../components/policy-page";
import type { PolicyContent, PolicySection } from "../policy-content";
import {
  customerChoiceRefund,
  RETURN_EXAMPLE_PRICE as EXAMPLE_PRICE,
  customerChoiceReturnFee,
  customerChoiceReturnFeeMin,
  deliveryCharge,
} from "../../policy-figures";

const example = customerChoiceRefund(EXAMPLE_PRICE);

const sections: PolicySection[] = [
  {
    id: "overview",
    title: "How returns work on Dobara",
    content: (
      <>
        <p>
          When you buy on {BRAND.name}, your payment does not go to the seller straight away. We hold it safely until
          the item has been delivered to you and your return window has closed. That is what makes returns simple: if
          something is wrong, the money is still with us and we can give it back without chasing anyone.
        </p>
        <p>
          Every return and refund is handled by {BRAND.name}. You never need to contact the seller, and the seller never
          sees your name, phone number or address. Our courier collects the item from you and our team checks it before
          the refund is released.
        </p>
      </>
    ),
  },
  {
    id: "return-windows",
    title: "Return windows by category",
    content: (
      <>
        <h3>Electronics and most other categories</h3>
        <p>
          You can request a return within <strong>{POLICY.returnWindowHours} hours of delivery</strong>. This applies to
          electronics, home and garden, sports, books and every other category except fashion. The window starts at the
          delivery time shown on your order and the Request Return button disappears once it has passed.
        </p>
        <h3>Fashion: return at the doorstep</h3>
        <p>
          Clothing, footwear and accessories are checked <strong>at your doorstep when they are delivered</strong>. Open
          the parcel in front of our delivery partner, check the size, condition and any marks, and if it is not what
          you expected, hand it straight back. The order is then treated as returned and refunded under this policy.
          Once you accept a fashion item, it cannot be returned later through the app, so please take a minute to
          inspect it before the delivery partner leaves.
        </p>
        <Callout title="Tip for electronics">
          <p>
            Switch the device on, test charging, buttons, camera, speakers and connectivity, and compare it with the
            listing photos as soon as it arrives. Faults are much easier to verify when they are reported early.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "non-returnable",
    title: "Items that cannot be returned",
    content: (
      <>
        <p>For hygiene, safety or practical reasons, the following cannot be returned once delivered:</p>
        <ul>
          <li>
            <strong>Perishables</strong> such as food, plants and flowers.
          </li>
          <li>
            <strong>Customised items</strong> made or altered to someone's order, such as engraved, printed or tailored
            goods.
          </li>
          <li>
            <strong>Hygiene items</strong> such as innerwear, swimwear worn next to the skin, and cosmetics or
            personal-care products.
          </li>
          <li>
            <strong>Real estate</strong> and anything that is not a physical item our courier can carry.
          </li>
        </ul>
        <p>
          If one of these arrives damaged or is clearly different from its listing, write to us through{" "}
          <Link href="/contact">Contact Us</Link> within the {POLICY.returnWindowHours}-hour window with your order
          number and photos, and our team will review it.
        </p>
      </>
    ),
  },
  {
    id: "request-a-return",
    title: "How to request a return",
    content: (
      <>
        <ol>
          <li>
            Open <Link href="/track-orders">My Orders</Link> and select the delivered order.
          </li>
          <li>
            Choose <strong>Request Return</strong> and pick a reason: you don't want it anymore, it arrived faulty, it
            is the wrong size, or another reason (please describe it).
          </li>
          <li>
            Submit the request. The button changes to Return Requested, and you can follow its status on the order.
          </li>
          <li>
            Our team reviews the request. If it is approved, we arrange a pickup from your delivery address; if it is
            rejected, we tell you why in the order.
          </li>
          <li>
            Pack the item with everything it came with: charger, cables, box, manuals, the original bill and any
            accessories.
          </li>
        </ol>
        <p>You can raise one return request per order, and only after the order has been marked delivered.</p>
      </>
    ),
  },
  {
    id: "inspection",
    title: "Inspection and verification",
    content: (
      <>
        <p>
          When the item comes back, we check it against the listing, the photos and the reason you gave. We look at its
          condition, whether all parts and accessories are present, and, for a fault, whether the fault is real.
        </p>
        <ul>
          <li>If the item matches your reason, the return is processed and your refund is issued.</li>
          <li>
            If an item reported as faulty works as described, the return is treated as your own choice and the return
            fee below applies.
          </li>
          <li>
            If the item comes back used, damaged after delivery or with parts missing, we may decline the return and
            send the item back to you.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "refund-amounts",
    title: "How much is refunded",
    content: (
      <>
        <p>
          <strong>Full refund</strong> of everything you paid, including the platform fee and the {deliveryCharge}{" "}
          delivery charge, when the item arrives faulty or damaged or is the wrong size, and whenever an order is
          cancelled before delivery.
        </p>
        <p>
          <strong>Customer-choice returns</strong> (you simply changed your mind) are refunded minus a return fee of the
          greater of {customerChoiceReturnFeeMin} or the delivery charge, which today is {customerChoiceReturnFee}. This
          covers the second courier trip and the inspection.
        </p>
        <FigureTable
          caption={`Example: a customer-choice return of an item bought for ${formatRupees(EXAMPLE_PRICE)}`}
          rows={[
            { label: "Total you paid (price, platform fee, delivery)", value: example.paid },
            { label: "Customer-choice return fee", value: `− ${example.fee}` },
            { label: "Refund to you", value: example.refund, total: true },
          ]}
        />
        <p>If you used a coupon, the refund is based on the amount you actually paid.</p>
      </>
    ),
  },
  {
    id: "refund-timing",
    title: "When and how you get your money back",
    content: (
      <>
        <p>
          Refunds are issued{" "}
          <strong>within {POLICY.refundBusinessDays} business days after the returned item is verified</strong>, to the
          original payment method: the same card, UPI account or bank account you paid with. Your bank may take a little
          longer to show the credit. We notify you in the app when the refund has been sent.
        </p>
        <p>
          If a seller cannot supply the item after you have paid, you get a{" "}
          <strong>full refund within {POLICY.sellerCannotSupplyRefundDays} days</strong>. You will also be refunded in
          full if you cancel while the order is still placed or confirmed, or if the seller does not accept the order
          within {POLICY.orderAcceptHours} hours, in which case it is cancelled automatically.
        </p>
      </>
    ),
  },
  {
    id: "for-sellers",
    title: "What this means for sellers",
    content: (
      <>
        <p>
          Sellers are paid {POLICY.payoutBusinessDays} business days after the return window closes without a return. If
          a return is approved, the item is sent back to you and no payout is made for that sale. Describing items
          honestly, with clear photos of any wear or faults, is the best way to avoid returns. The{" "}
          <Link href="/seller-guidelines">Seller Guidelines</Link> explain how.
        </p>
      </>
    ),
  },
  {
    id: "help",
    title: "Disagreeing with a decision",
    content: (
      <p>
        If you think a return was handled wrongly, write to us from <Link href="/contact">Contact Us</Link> or at{" "}
        <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a> with your order number, and a member of our
        team will look at it again. {BRAND.supportReply}
      </p>
    ),
  },
];

const content: PolicyContent = {
  title: "Return & Refund Policy",
  dated: "effective",
  date: POLICY.policyEffectiveDate,
  summary: (
    <>
      What you can return, how to ask for it, and when your money comes back. Track every return from{" "}
      <Link href="/track-orders" className="font-semibold text-brand-700 underline underline-offset-2">
        My Orders
      </Link>
      .
    </>
  ),
  highlights: [
    { value: `${POLICY.returnWindowHours} hours`, label: "to request a return after delivery" },
    { value: "At the door", label: "fashion is checked on delivery" },
    { value: `${POLICY.refundBusinessDays} days`, label: "business days to refund, once the item is verified" },
    { value: customerChoiceReturnFee, label: "fee only if you change your mind" },
  ],
  sections,
};

export default content;
