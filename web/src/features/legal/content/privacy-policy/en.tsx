import { Link } from "wouter";
import { BRAND, POLICY } from "@contract/brand";
import { GrievanceOfficerAddress } from "../../components/grievance-officer-address";
import { Callout } from "../../components/policy-page";
import type { PolicyContent, PolicySection } from "../policy-content";

const sections: PolicySection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    content: (
      <>
        <p>
          {BRAND.name} is operated by {BRAND.businessName}, {BRAND.businessAddress}. We are the Data Fiduciary for the
          personal data described here under India's Digital Personal Data Protection Act, 2023 (the "DPDP Act"): we
          decide why and how it is processed, and we are responsible for it.
        </p>
        <p>
          This policy explains what we collect when you use {BRAND.name}, why, who we share it with, how long we keep
          it, and the rights you have. By creating an account you give us your consent to process your data for the
          purposes below; you can withdraw it at any time, as explained under <a href="#your-rights">Your rights</a>.
        </p>
      </>
    ),
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    content: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account details</strong>: full name, username, e-mail address, mobile number and password. We store
            the password only as a one-way hash; no one at {BRAND.name} can read it.
          </li>
          <li>
            <strong>Addresses</strong>: your delivery addresses, and for sellers, the pickup address of each listing.
          </li>
          <li>
            <strong>Listings</strong>: titles, descriptions, prices, photos, condition, and an optional photo of the
            original bill.
          </li>
          <li>
            <strong>Bank details</strong> (sellers only): account holder name, account number, IFSC, bank and branch,
            used to pay you.
          </li>
          <li>
            <strong>Offers, orders and returns</strong>: amounts, messages sent with offers, cancellation and return
            reasons.
          </li>
          <li>
            <strong>Messages to us</strong>: what you send through the contact form, with your name, e-mail and phone
            number.
          </li>
        </ul>
        <h3>Information created as you use the service</h3>
        <ul>
          <li>Order status, payment references and payout records.</li>
          <li>Notifications we send you, and whether you have read them.</li>
          <li>
            Technical data needed to run and secure the service: IP address, browser type, and the times of sign-ins and
            requests. See our <Link href="/cookie-policy">Cookie Policy</Link> for what is stored in your browser.
          </li>
        </ul>
        <p>
          We do not receive or store your full card number, CVV or UPI PIN; those go directly to the payment gateway. We
          remove location data (GPS) and other hidden metadata from every photo you upload.
        </p>
      </>
    ),
  },
  {
    id: "why-we-use-it",
    title: "Why we use it",
    content: (
      <ul>
        <li>To create and secure your account, verify your e-mail address and let you sign in.</li>
        <li>To review listings before they go live and show approved listings to buyers.</li>
        <li>To process payments, hold them in escrow, issue refunds and pay sellers.</li>
        <li>To arrange pickup and delivery through our courier partners.</li>
        <li>To send you notifications and e-mails about your account, listings, offers and orders.</li>
        <li>To answer your questions and resolve disputes.</li>
        <li>
          To detect and prevent fraud, abuse and breaches of our Terms, and to meet legal, tax and accounting
          obligations.
        </li>
      </ul>
    ),
  },
  {
    id: "what-others-see",
    title: "What other users can see",
    content: (
      <>
        <p>
          Buyers and sellers deal only through {BRAND.name}. A seller never receives the buyer's name, e-mail, mobile
          number or address, and a buyer never receives the seller's contact details or pickup address. Other users see
          your listings and the public parts of your profile, such as your username. Contact details typed into offer
          messages are removed automatically.
        </p>
      </>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    content: (
      <>
        <p>
          We do not sell your personal data. We share only what each of these service providers (Data Processors) needs
          to do its job:
        </p>
        <ul>
          <li>
            <strong>Payment gateway</strong>: our card and UPI payment provider receives the order amount, your name,
            e-mail and mobile number to process payments and refunds.
          </li>
          <li>
            <strong>Courier partners</strong>: receive the pickup address and seller's contact number, and the buyer's
            name, delivery address and mobile number, only for the shipment they carry.
          </li>
          <li>
            <strong>E-mail delivery</strong>: our e-mail provider sends verification codes, receipts and notifications
            on our behalf.
          </li>
          <li>
            <strong>Hosting and storage</strong>: our servers, database and photo storage are run by infrastructure
            providers under contract.
          </li>
        </ul>
        <p>
          Each processor is bound by contract to use the data only on our instructions and to protect it. We may also
          disclose data when Indian law requires it, for example to a court, the police or a tax authority.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    content: (
      <ul>
        <li>Account details: for as long as your account is open.</li>
        <li>
          Orders, payments, refunds and payouts: for as long as Indian tax and accounting laws require, even after you
          close your account.
        </li>
        <li>
          Listings and their photos: while the listing is on {BRAND.name}; once it is deleted, we keep only what an
          order record needs.
        </li>
        <li>Bank details: until you remove them, except where they are part of a completed payout record.</li>
        <li>
          Contact-form messages: until your query is resolved and for a reasonable period afterwards in case it comes up
          again.
        </li>
        <li>Security logs: for a limited period, to investigate misuse.</li>
      </ul>
    ),
  },
  {
    id: "security",
    title: "How we protect it",
    content: (
      <p>
        All traffic to {BRAND.name} is encrypted in transit. Passwords and one-time codes are stored only as hashes,
        bank account numbers are encrypted at rest and shown masked except where a payout needs them, and access to
        personal data inside our team is limited to those who need it for their work. If a personal data breach occurs,
        we will inform the Data Protection Board of India and the people affected, as the DPDP Act requires.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights under the DPDP Act",
    content: (
      <>
        <ul>
          <li>
            <strong>Access</strong>: download everything we hold about you as one file with{" "}
            <strong>Download my data</strong> on your dashboard's Account tab (once an hour), or ask us for a summary of
            how we process it and who we have shared it with.
          </li>
          <li>
            <strong>Correction</strong>: correct, complete or update data that is wrong or out of date. Many details can
            be changed directly from your dashboard.
          </li>
          <li>
            <strong>Erasure</strong>: <strong>Delete my account</strong> on the Account tab erases your account once no
            order, return or payout of yours is still in progress: your sessions end, your unsold listings and their
            photos, your addresses and bank accounts are deleted, and your name, username, e-mail and mobile are
            replaced. What tax law requires us to keep (orders, invoices, payments and payouts, for six years under the
            CGST Act) stays, with only what that law needs.
          </li>
          <li>
            <strong>Withdraw consent</strong>: at any time, as easily as you gave it. This does not affect processing
            already done, and we may then be unable to keep your account open.
          </li>
          <li>
            <strong>Grievance redressal</strong>: complain to our Grievance Officer about how we handle your data (see
            below).
          </li>
          <li>
            <strong>Nomination</strong>: nominate another person to exercise these rights on your behalf in the event of
            your death or incapacity.
          </li>
        </ul>
        <p>
          For anything else, write to our Grievance Officer (below) from the e-mail address on your account. We may ask
          you to confirm your identity before acting on a request. We send no marketing messages.
        </p>
      </>
    ),
  },
  {
    id: "grievance-officer",
    title: "Grievance Officer",
    content: (
      <>
        <p>If you have a concern about your personal data, contact:</p>
        <GrievanceOfficerAddress>
          <p>
            Or use the <Link href="/contact">contact form</Link> and tick <strong>Grievance</strong>: you get a
            reference by mail at once. We acknowledge a grievance within 48 hours and resolve it within 30 days.
          </p>
        </GrievanceOfficerAddress>
        <p>
          If you are not satisfied with our response, you may complain to the Data Protection Board of India once you
          have used our grievance process.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Children",
    content: (
      <>
        <p>
          You must be at least {POLICY.minimumAge} years old to use {BRAND.name}.
        </p>
        <Callout title="Users under 18">
          <p>
            The DPDP Act treats everyone under 18 as a child and requires verifiable consent from a parent or lawful
            guardian before a child's personal data is processed. If you are under 18, use {BRAND.name} only with your
            parent's or guardian's consent and involvement. We do not track children's behaviour or target advertising
            at them, and if we learn that we hold a child's data without that consent, we will delete it.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    content: (
      <p>
        When we change this policy, we update the effective date at the top of the page. If a change affects how we use
        data you have already given us, we tell you by e-mail or in the app before it takes effect.
      </p>
    ),
  },
];

const content: PolicyContent = {
  title: "Privacy Policy",
  dated: "effective",
  date: POLICY.policyEffectiveDate,
  summary: `What personal data ${BRAND.name} collects, why we need it, who we share it with, and the rights you have under India's Digital Personal Data Protection Act, 2023.`,
  sections,
};

export default content;
