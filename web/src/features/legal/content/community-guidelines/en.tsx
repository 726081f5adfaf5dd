import { Link } from "wouter";
import { BRAND, POLICY } from "@contract/brand";
import { Callout } from "../../components/policy-page";
import type { PolicyContent, PolicySection } from "../policy-content";

const ENFORCEMENT = [
  {
    step: "Warning",
    text: "For a first or minor breach, such as a misleading photo or a rude offer message. We explain what went wrong, and we may edit or remove the listing or message.",
  },
  {
    step: "Temporary suspension",
    text: "For repeated breaches or a serious first one. You cannot list, make offers or buy for a set period; orders already paid are still completed or refunded.",
  },
  {
    step: "Permanent ban",
    text: "For fraud, selling prohibited or stolen goods, harassment, or ignoring earlier suspensions. The account is closed and new accounts by the same person are refused.",
  },
  {
    step: "Legal action",
    text: "Where the law has been broken, for example fraud, theft or threats. We preserve the relevant records and report the matter to the police or other authorities.",
  },
] as const;

const sections: PolicySection[] = [
  {
    id: "why",
    title: "Why these guidelines exist",
    content: (
      <>
        <p>
          {BRAND.name} works because strangers can trust each other without ever meeting. Buyers trust that a listing is
          honest; sellers trust that a buyer's payment is real; both trust {BRAND.name} to carry the item and the money
          safely. These guidelines describe the behaviour that keeps that trust intact. They apply to everyone: buyers,
          sellers, and anyone browsing the site.
        </p>
        <p>
          They sit alongside our <Link href="/terms-conditions">Terms & Conditions</Link>, which are the binding
          agreement. Where the two differ, the Terms apply.
        </p>
      </>
    ),
  },
  {
    id: "honest-listings",
    title: "List honestly",
    content: (
      <>
        <ul>
          <li>Describe the item exactly as it is: its condition, age, faults, repairs and anything missing.</li>
          <li>
            Use your own recent photos of the actual item. Stock images and photos taken from other listings are not
            allowed.
          </li>
          <li>Choose the right category and condition. An item with visible wear is not "like new".</li>
          <li>List only items you own and have in hand, ready for pickup. Do not list the same item twice.</li>
          <li>
            Set a real price. Listings with placeholder prices, or prices meant only to attract clicks, are rejected
            during our {POLICY.listingReviewHours}-hour review.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "stay-on-platform",
    title: "Keep every conversation and payment on Dobara",
    content: (
      <>
        <p>
          Buyers and sellers never see each other's phone number, e-mail or address, and that protection only works if
          everyone respects it. So:
        </p>
        <ul>
          <li>
            Do not share or ask for phone numbers, e-mail addresses, UPI IDs, social media handles or addresses in
            listings, photos or offer messages. We remove such details automatically, and deliberate attempts count as a
            breach.
          </li>
          <li>Do not ask anyone to pay outside {BRAND.name}, or to cancel an order and complete the deal privately.</li>
          <li>Do not arrange to meet in person or hand an item to anyone other than our courier partner.</li>
        </ul>
        <Callout tone="warning" title="Off-platform deals are not protected">
          <p>
            Payments made outside {BRAND.name} are not held in escrow, cannot be refunded by us and are not covered by
            our return policy. A request to pay directly is the most common sign of a scam: please report it to us.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "offers",
    title: "Make and answer offers in good faith",
    content: (
      <ul>
        <li>Make offers you are ready to pay. An accepted offer is a commitment to buy at that price.</li>
        <li>
          Sellers should answer offers within {POLICY.offerResponseHours} hours: accept, reject, or counter once.
          Silence leaves buyers waiting and may lead them elsewhere.
        </li>
        <li>
          Keep messages polite and about the item. No pressure, insults, spam or repeated low offers meant to annoy.
        </li>
        <li>Do not make offers on your own listings or use a second account to push a price up.</li>
      </ul>
    ),
  },
  {
    id: "orders",
    title: "Complete what you start",
    content: (
      <ul>
        <li>
          Sellers: accept a paid order within {POLICY.orderAcceptHours} hours and have it packed and ready for pickup
          within {POLICY.shipWithinBusinessDays} business days. Orders that are not accepted in time are cancelled and
          the buyer is refunded.
        </li>
        <li>Send exactly the item that was listed, in the condition described, with the accessories shown.</li>
        <li>Buyers: cancel only for a genuine reason, and use returns only as our Return & Refund Policy allows.</li>
        <li>Never claim an item is faulty or missing when it is not. We verify every return.</li>
      </ul>
    ),
  },
  {
    id: "respect",
    title: "Treat people with respect",
    content: (
      <>
        <p>
          Be courteous to other members, our delivery partners and our support team. We do not tolerate harassment,
          threats, hate speech, or discrimination based on religion, caste, gender, sexual orientation, disability,
          region or language. Listings and messages must not contain sexual, violent or abusive content.
        </p>
      </>
    ),
  },
  {
    id: "prohibited",
    title: "Items that are not allowed",
    content: (
      <>
        <p>
          Do not list anything that is illegal to sell in India or unsafe to ship. This includes weapons and ammunition,
          drugs and prescription medicines, alcohol and tobacco, counterfeit or replica goods, stolen property, wildlife
          products, hazardous or flammable materials, government-issued documents, and currency or financial
          instruments. The full list is in our <Link href="/terms-conditions">Terms & Conditions</Link>.
        </p>
      </>
    ),
  },
  {
    id: "enforcement",
    title: "What happens when guidelines are broken",
    content: (
      <>
        <p>
          Every listing is reviewed before it goes live, and we act on reports from members. Depending on how serious
          the breach is and whether it has happened before, we take one or more of these steps, in rising order:
        </p>
        <ol>
          {ENFORCEMENT.map(({ step, text }) => (
            <li key={step}>
              <strong>{step}.</strong> {text}
            </li>
          ))}
        </ol>
        <p>
          Serious breaches can skip straight to a later step. If you think we made a mistake, reply to our notice or
          write to us through <Link href="/contact">Contact Us</Link>; a different member of the team will review the
          decision.
        </p>
      </>
    ),
  },
  {
    id: "report",
    title: "Report a problem",
    content: (
      <p>
        If a listing looks wrong, an offer message asks you to pay elsewhere, or anyone makes you uncomfortable, tell us
        through <Link href="/contact">Contact Us</Link> or at{" "}
        <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>. Include the listing or order details. Reports
        are confidential: we never tell the other person who reported them.
      </p>
    ),
  },
];

const content: PolicyContent = {
  title: "Community Guidelines",
  dated: "updated",
  date: POLICY.policyEffectiveDate,
  summary: `How we buy, sell and talk to each other on ${BRAND.name}, so that every deal is safe, fair and pleasant for both sides.`,
  sections,
};

export default content;
