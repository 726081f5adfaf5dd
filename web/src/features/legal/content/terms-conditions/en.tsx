import { Link } from "wouter";
import { BRAND, POLICY } from "@contract/brand";
import type { PolicyContent, PolicySection } from "../policy-content";
import { customerChoiceReturnFeeMin, deliveryCharge } from "../../policy-figures";

const sections: PolicySection[] = [
  {
    id: "agreement",
    title: "About these terms",
    content: (
      <>
        <p>
          These terms are an agreement between you and {BRAND.businessName} ("{BRAND.name}", "we", "us"),{" "}
          {BRAND.businessAddress}. They apply whenever you browse, buy or sell on {BRAND.name}. By creating an account
          or placing an order, you accept them, together with our <Link href="/privacy-policy">Privacy Policy</Link>,{" "}
          <Link href="/return-policy">Return & Refund Policy</Link>,{" "}
          <Link href="/shipping-policy">Shipping & Delivery Policy</Link> and{" "}
          <Link href="/community-guidelines">Community Guidelines</Link>.
        </p>
        <p>
          {BRAND.name} is a marketplace. Items are sold by individual members, not by us. We review listings, collect
          payment, hold it until delivery, arrange pickup and delivery, handle returns and pay sellers, but the contract
          of sale for an item is between its buyer and its seller.
        </p>
      </>
    ),
  },
  {
    id: "eligibility",
    title: "Eligibility and your account",
    content: (
      <ul>
        <li>
          You must be at least {POLICY.minimumAge} years old. If you are under 18, you may use {BRAND.name} only with
          the consent of a parent or lawful guardian, as explained in our Privacy Policy.
        </li>
        <li>Give accurate details when you register and keep them up to date. One person, one account.</li>
        <li>
          Keep your password and one-time codes secret. You are responsible for activity on your account until you tell
          us it is compromised.
        </li>
        <li>
          Only verified users can list items. Anyone with an account can buy; registering as a buyer or a seller does
          not limit what you can do.
        </li>
      </ul>
    ),
  },
  {
    id: "listings",
    title: "Listing items",
    content: (
      <>
        <p>As a seller, you confirm that each item you list:</p>
        <ul>
          <li>belongs to you, is in your possession and is free to be sold;</li>
          <li>is described accurately, with real photos of that item and every known fault disclosed;</li>
          <li>is legal to sell and to send by courier in India, and is not on the prohibited list below.</li>
        </ul>
        <p>
          Every listing is reviewed by our team, normally within {POLICY.listingReviewHours} hours, before it goes live.
          We may approve, reject, ask for changes, delist or remove a listing, and we tell you why. You keep ownership
          of your photos and text and give us a non-exclusive, royalty-free licence to display, resize and promote them
          on {BRAND.name} while the listing exists.
        </p>
      </>
    ),
  },
  {
    id: "prohibited",
    title: "Prohibited items",
    content: (
      <>
        <p>You may not list or sell:</p>
        <ul>
          <li>weapons, ammunition, explosives, fireworks and replicas of firearms;</li>
          <li>narcotics, prescription medicines, alcohol, tobacco and e-cigarettes;</li>
          <li>counterfeit, pirated or replica goods, and anything that infringes someone's intellectual property;</li>
          <li>stolen goods, or items you do not have the right to sell;</li>
          <li>animals, and products made from protected wildlife;</li>
          <li>hazardous, flammable or toxic materials, including gas cylinders and batteries sold loose;</li>
          <li>government-issued identity documents, licences, uniforms and badges;</li>
          <li>
            currency notes and coins in circulation, lottery tickets, and financial instruments such as cheques or
            securities;
          </li>
          <li>adult content, and recalled or unsafe products;</li>
          <li>anything else whose sale is restricted by Indian law.</li>
        </ul>
      </>
    ),
  },
  {
    id: "prices-fees",
    title: "Prices, fees and payment",
    content: (
      <>
        <p>
          Prices are in Indian rupees. For each order, the buyer pays the item price, a platform fee of{" "}
          {POLICY.buyerFeePercent}% of the price and a flat delivery charge of {deliveryCharge}, less any valid coupon
          discount. The seller pays a fee of {POLICY.sellerFeePercent}% of the price, deducted from the payout. The full
          amount is shown before you pay, and our systems recalculate it independently; an order is accepted only at the
          correct price.
        </p>
        <p>
          When you start a payment, the item is reserved for you for {POLICY.reservationMinutes} minutes. Payments are
          made by card, UPI or other methods offered by our payment gateway. We never see your card number or UPI PIN.
        </p>
      </>
    ),
  },
  {
    id: "escrow",
    title: "Escrow: how we hold your payment",
    content: (
      <p>
        We collect the buyer's payment and hold it on the seller's behalf until the item has been delivered and the
        return window has passed. If no return is requested, we pay the seller's verified bank account within{" "}
        {POLICY.payoutBusinessDays} business days after the window closes. If the order is cancelled or a return is
        approved, we refund the buyer from the held amount. Held money does not earn interest for either party.
      </p>
    ),
  },
  {
    id: "offers",
    title: "Offers",
    content: (
      <ul>
        <li>An offer must be in whole rupees and below the listing price. You may have one open offer per listing.</li>
        <li>
          Sellers are expected to answer within {POLICY.offerResponseHours} hours by accepting, rejecting or making one
          counter-offer.
        </li>
        <li>
          An accepted offer, or an accepted counter-offer, lets that buyer check out at the agreed price. It is not a
          completed sale until the buyer pays; until then the item may still be bought by someone else at its listed
          price.
        </li>
        <li>Offer messages must not contain contact details; we remove them automatically.</li>
      </ul>
    ),
  },
  {
    id: "orders-cancellations",
    title: "Orders and cancellations",
    content: (
      <ul>
        <li>
          A paid order must be accepted by the seller within {POLICY.orderAcceptHours} hours. If it is not, it is
          cancelled automatically and the buyer receives a full refund.
        </li>
        <li>
          Sellers hand the item to our courier within {POLICY.shipWithinBusinessDays} business days. Delivery usually
          takes about {POLICY.deliveryBusinessDays} business days from pickup.
        </li>
        <li>
          Buyers may cancel, with a reason, while the order is still placed or confirmed (that is, before pickup), for a
          full refund.
        </li>
        <li>
          If a seller cannot supply the item, the buyer is refunded in full within {POLICY.sellerCannotSupplyRefundDays}{" "}
          days. We may also cancel an order we reasonably suspect is fraudulent, with a full refund.
        </li>
      </ul>
    ),
  },
  {
    id: "returns",
    title: "Returns and refunds",
    content: (
      <p>
        Electronics and most categories can be returned if requested within {POLICY.returnWindowHours} hours of
        delivery; fashion is checked and returned at the doorstep on delivery. Perishables, customised items, hygiene
        items (such as innerwear and cosmetics) and real estate cannot be returned. Faulty, wrong-size and
        not-as-described items are refunded in full; a change of mind is refunded less a return fee of the greater of{" "}
        {customerChoiceReturnFeeMin} or the delivery charge. Refunds are made within {POLICY.refundBusinessDays}{" "}
        business days after the returned item is verified, to the original payment method. The{" "}
        <Link href="/return-policy">Return & Refund Policy</Link> has the details and forms part of these terms.
      </p>
    ),
  },
  {
    id: "conduct",
    title: "Conduct and enforcement",
    content: (
      <p>
        You agree to follow our <Link href="/community-guidelines">Community Guidelines</Link>. In particular, you may
        not contact other members outside {BRAND.name}, take payment outside it, misuse returns, post misleading
        listings, or interfere with the service. We may warn you, suspend or permanently close your account, remove
        content, or take legal action, depending on the seriousness of the breach. Orders already paid are then
        completed or refunded.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Our responsibility and its limits",
    content: (
      <>
        <p>
          We take reasonable care to run {BRAND.name} reliably and to review listings, but we do not own or inspect
          every item before sale, and sellers are responsible for their descriptions. Our Return & Refund Policy is how
          we put things right when an item is not as described or arrives damaged.
        </p>
        <p>
          To the extent the law allows, our total liability to you for any order is limited to the amount you paid for
          that order, and we are not liable for indirect losses such as lost profits or opportunities. Nothing in these
          terms limits your rights as a consumer under the Consumer Protection Act, 2019 or any liability that cannot be
          limited by law.
        </p>
      </>
    ),
  },
  {
    id: "law",
    title: "Governing law and disputes",
    content: (
      <p>
        These terms are governed by the laws of India. If you have a complaint, please contact us first through{" "}
        <Link href="/contact">Contact Us</Link> or our Grievance Officer at{" "}
        <a href={`mailto:${BRAND.grievanceEmail}`}>{BRAND.grievanceEmail}</a>, and we will try to resolve it. Any
        dispute that cannot be resolved is subject to the exclusive jurisdiction of the courts at Bengaluru, Karnataka,
        without affecting your right to approach a consumer commission where the law allows.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    content: (
      <p>
        We may update these terms as the service changes. The effective date at the top shows the current version, and
        we tell registered users about significant changes before they take effect. Continuing to use {BRAND.name} after
        that means you accept the updated terms.
      </p>
    ),
  },
];

const content: PolicyContent = {
  title: "Terms & Conditions",
  dated: "effective",
  date: POLICY.termsEffectiveDate,
  summary: `The rules for using ${BRAND.name}: who can join, how listings, offers, payments, escrow, delivery and returns work, and what each of us is responsible for.`,
  sections,
};

export default content;
