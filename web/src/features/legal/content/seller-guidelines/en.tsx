import { Link } from "wouter";
import { BRAND, POLICY } from "@contract/brand";
import { MAX_IMAGES } from "@contract/products";
import { formatRupees } from "@web/lib/format";
import { Callout, FigureTable } from "../../components/policy-page";
import type { PolicyContent, PolicySection } from "../policy-content";
import { SALE_EXAMPLE_PRICE as EXAMPLE_PRICE, saleBreakdown } from "../../policy-figures";

const example = saleBreakdown(EXAMPLE_PRICE);

const sections: PolicySection[] = [
  {
    id: "before-you-start",
    title: "Before you start",
    content: (
      <>
        <p>Anyone can buy on {BRAND.name}. To sell, you need:</p>
        <ul>
          <li>
            A verified account: confirm your e-mail address with the one-time code we send when you sign up. Only
            verified users can list.
          </li>
          <li>To be at least {POLICY.minimumAge} years old.</li>
          <li>
            A bank account in your own name added to your account. Our team verifies it before the first payout; if you
            add more than one, mark one as primary.
          </li>
          <li>The item itself, in your possession and ready to hand over to our courier.</li>
        </ul>
        <p>Listing is free. You pay a fee only when an item sells.</p>
      </>
    ),
  },
  {
    id: "create-listing",
    title: "Create a listing that sells",
    content: (
      <>
        <h3>Title and description</h3>
        <p>
          Start the title with the brand and model ("Samsung Galaxy S21, 8 GB / 128 GB"). In the description, say how
          old the item is, how it has been used, what is included, and every fault or repair, however small. Buyers who
          know exactly what they are getting make fewer returns.
        </p>
        <h3>Photos</h3>
        <ul>
          <li>Add up to {MAX_IMAGES} clear photos of the actual item, in daylight, against a plain background.</li>
          <li>Show the front, back, any labels or serial plates, and a close-up of every scratch or mark.</li>
          <li>
            We strip location data from your photos automatically, but keep documents, faces and house numbers out of
            the frame.
          </li>
        </ul>
        <h3>Condition and bill</h3>
        <p>
          Pick the condition honestly: "like new" means no visible signs of use. If you have the original bill, say so
          and add a photo of it; for electronics it noticeably increases buyer confidence.
        </p>
        <h3>Pickup address</h3>
        <p>
          Enter the address where our courier should collect the item, with a correct 6-digit pincode and a landmark.
          Buyers never see this address.
        </p>
      </>
    ),
  },
  {
    id: "review",
    title: "Listing review",
    content: (
      <>
        <p>
          Every listing is checked by our team before it goes live, usually within{" "}
          <strong>{POLICY.listingReviewHours} hours</strong>. We look at the photos, description, price, category and
          whether the item is allowed. You will be notified when it is approved, when we need a change, or if it is
          rejected, with the reason.
        </p>
        <p>
          If you edit a listing that is already live, the current version stays visible while our team reviews your
          changes, and the update goes live once it is approved.
        </p>
      </>
    ),
  },
  {
    id: "pricing-offers",
    title: "Pricing and offers",
    content: (
      <>
        <p>
          Check what similar items sell for and set a fair price in whole rupees. Buyers can send offers below your
          asking price, and you should respond to each one <strong>within {POLICY.offerResponseHours} hours</strong>:
        </p>
        <ul>
          <li>
            <strong>Accept</strong>: the buyer can then check out at the agreed price. No one else gets that price.
          </li>
          <li>
            <strong>Reject</strong>: the listing stays open at its asking price.
          </li>
          <li>
            <strong>Counter</strong>: you can suggest your own price once per offer; after that the buyer accepts or
            declines.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "fees",
    title: "Fees and a worked example",
    content: (
      <>
        <p>
          {BRAND.name} charges a seller fee of <strong>{POLICY.sellerFeePercent}% of the sale price</strong>, deducted
          from your payout. The buyer separately pays a {POLICY.buyerFeePercent}% platform fee and a flat{" "}
          {example.delivery} delivery charge, so pickup and delivery cost you nothing. There are no listing fees,
          subscriptions or hidden charges.
        </p>
        <FigureTable
          caption={`Example: your item sells for ${formatRupees(EXAMPLE_PRICE)}`}
          rows={[
            { label: "Sale price", value: example.price },
            { label: `Seller fee (${POLICY.sellerFeePercent}%)`, value: `− ${example.sellerFee}` },
            { label: "You receive", value: example.sellerReceives, total: true },
          ]}
        />
        <p>
          In the same sale the buyer pays {example.buyerPays}: the {example.price} price, a {example.buyerFee} platform
          fee and {example.delivery} for delivery. Fees are calculated on the final price, including a price agreed
          through an offer.
        </p>
      </>
    ),
  },
  {
    id: "orders",
    title: "Accepting and preparing orders",
    content: (
      <>
        <ol>
          <li>
            When a buyer pays, you get a notification. Accept the order from your dashboard{" "}
            <strong>within {POLICY.orderAcceptHours} hours</strong>, or it is cancelled automatically and the buyer is
            refunded.
          </li>
          <li>
            Pack the item securely: original box if you have it, bubble wrap for anything fragile, all accessories and
            the bill inside.
          </li>
          <li>
            Hand the parcel to our courier within <strong>{POLICY.shipWithinBusinessDays} business days</strong>. Pickup
            is arranged for you at your listed address.
          </li>
        </ol>
        <p>
          You never see the buyer's name, phone number or address; the courier handles the delivery. Full details are in
          our <Link href="/shipping-policy">Shipping & Delivery Policy</Link>.
        </p>
        <Callout tone="warning" title="If you can no longer sell the item">
          <p>
            Tell us at once through <Link href="/contact">Contact Us</Link>. The buyer receives a full refund, and
            repeated cancellations by a seller can lead to a warning or suspension.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "payouts",
    title: "Getting paid",
    content: (
      <>
        <p>
          The buyer's payment is held by {BRAND.name} while the item travels. After delivery, the buyer has{" "}
          {POLICY.returnWindowHours} hours to request a return (fashion is checked at the doorstep instead). Once that
          window closes without a return, your payout is sent to your primary verified bank account{" "}
          <strong>within {POLICY.payoutBusinessDays} business days</strong>. The payout and its bank reference appear on
          the order.
        </p>
        <p>
          If a return is approved, the item comes back to you and no payout is made for that sale. See the{" "}
          <Link href="/return-policy">Return & Refund Policy</Link> for what buyers can return.
        </p>
      </>
    ),
  },
  {
    id: "good-standing",
    title: "Staying in good standing",
    content: (
      <p>
        Sellers who describe items accurately, answer offers quickly and hand over on time build a record that buyers
        trust. Misleading listings, late handovers, off-platform contact or repeated cancellations are handled as set
        out in our <Link href="/community-guidelines">Community Guidelines</Link>, from a warning up to a permanent ban.
      </p>
    ),
  },
];

const content: PolicyContent = {
  title: "Seller Guidelines",
  dated: "updated",
  date: POLICY.policyEffectiveDate,
  summary: `Everything you need to sell on ${BRAND.name}: what to prepare, how to list, what it costs and when you get paid.`,
  highlights: [
    { value: "Free", label: "to list an item" },
    { value: `${POLICY.sellerFeePercent}%`, label: "seller fee, only when it sells" },
    { value: `${POLICY.listingReviewHours} h`, label: "listing review time" },
    { value: `${POLICY.payoutBusinessDays} days`, label: "business days to payout after the return window" },
  ],
  sections,
};

export default content;
