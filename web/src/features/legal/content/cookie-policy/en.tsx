import { Link } from "wouter";
import { SESSION_DAYS } from "@contract/auth";
import { BRAND, POLICY } from "@contract/brand";
import { Callout } from "../../components/policy-page";
import { LONGEST_PERSISTENCE_YEARS } from "../../policy-figures";
import type { PolicyContent, PolicySection } from "../policy-content";

const LONGEST_PERSISTENCE = `${LONGEST_PERSISTENCE_YEARS} years`;

const STORED_ITEMS = [
  {
    name: "Sign-in session",
    purpose:
      "A random token that proves you are signed in, sent with each request to our servers. It contains no personal details and is useless once you sign out.",
    where: "Browser local storage",
    lasts: `${SESSION_DAYS} days from your last visit; removed when you sign out`,
  },
  {
    name: "Account summary",
    purpose:
      "Your name, username, e-mail address, mobile number and role, so the header, menu and forms can use them without waiting for the server.",
    where: "Browser local storage",
    lasts: "Until you sign out",
  },
] as const;

const sections: PolicySection[] = [
  {
    id: "summary",
    title: "The short version",
    content: (
      <>
        <p>
          {BRAND.name} stores only what the site needs to work: mainly the token that keeps you signed in. We do not use
          advertising cookies, we do not let advertisers or social networks track you on our pages, and we do not sell
          data about your visits.
        </p>
        <p>
          Because everything we store is essential, there is no consent banner to click through. If you block or clear
          it, the site still shows listings, but you will not be able to stay signed in, buy or sell.
        </p>
      </>
    ),
  },
  {
    id: "what-are-cookies",
    title: "Cookies and browser storage",
    content: (
      <p>
        A cookie is a small file a website asks your browser to keep. Browser storage (local storage and session
        storage) does a similar job: it lets a site remember a few values between page loads. Items that disappear when
        you close the tab are called session items; items that stay until they expire or you delete them are persistent.
        Ours are the two items below; any persistent item we add later will last between {SESSION_DAYS} days and{" "}
        {LONGEST_PERSISTENCE} at most and will be listed here first. This policy covers all of them, whatever the
        technology.
      </p>
    ),
  },
  {
    id: "what-we-store",
    title: "What we store",
    content: (
      <>
        <p>Every item below is strictly necessary to provide the service you ask for.</p>
        <div className="mt-5 space-y-3">
          {STORED_ITEMS.map((item) => (
            <div key={item.name} className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="mt-0!">{item.name}</h3>
              <div className="mt-1 text-[0.9375rem]">{item.purpose}</div>
              <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[7rem_1fr]">
                <dt className="font-medium text-slate-500">Stored in</dt>
                <dd>{item.where}</dd>
                <dt className="font-medium text-slate-500">Kept for</dt>
                <dd>{item.lasts}</dd>
              </dl>
            </div>
          ))}
        </div>
      </>
    ),
  },
  {
    id: "what-we-dont-use",
    title: "What we do not use",
    content: (
      <>
        <ul>
          <li>No third-party advertising cookies, retargeting pixels or ad networks.</li>
          <li>No social media trackers or "like" buttons that report your visit to another company.</li>
          <li>No cross-site tracking, browser fingerprinting or selling of browsing data.</li>
          <li>
            No third-party analytics cookies. Our servers keep basic request logs for security, as described in our
            Privacy Policy.
          </li>
        </ul>
        <Callout title="Payment pages">
          <p>
            When you pay, you are taken to our payment gateway's secure page. The gateway may set its own cookies there
            to complete the payment and prevent fraud. Those cookies belong to the gateway, are set on its own website,
            and are covered by its privacy policy.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "why-storage",
    title: "Why we keep your session in browser storage",
    content: (
      <>
        <p>
          Your sign-in token is kept in browser storage and sent only to {BRAND.name}'s own servers, attached to the
          requests that need it. Unlike a cookie, it is not sent automatically with requests that other websites
          trigger, which protects your account against cross-site request forgery. On our side, we store only a
          scrambled (hashed) copy of the token, so even our own database cannot be used to sign in as you.
        </p>
        <p>
          Your session slides forward while you use the site: each visit renews it for another {SESSION_DAYS} days. If
          you stay away for longer, you simply sign in again.
        </p>
      </>
    ),
  },
  {
    id: "managing",
    title: "Managing and deleting stored items",
    content: (
      <>
        <ul>
          <li>
            <strong>Sign out</strong> to remove your session token and account summary from the browser you are using.
            Your session is also ended on our servers.
          </li>
          <li>
            <strong>Clear site data</strong> in your browser settings (usually under Privacy or Site settings) to delete
            everything {BRAND.name} has stored.
          </li>
          <li>
            <strong>Private or incognito windows</strong> keep nothing after you close them, so you will need to sign in
            again next time.
          </li>
        </ul>
        <p>
          On a shared or public computer, always sign out when you finish. Signing out on one device does not sign you
          out on others.
        </p>
      </>
    ),
  },
  {
    id: "more",
    title: "Changes and more information",
    content: (
      <p>
        If we ever want to store something that is not essential, we will update this page first and ask for your
        permission before using it. For how we handle personal data in general, including your rights under India's
        Digital Personal Data Protection Act, 2023, read our <Link href="/privacy-policy">Privacy Policy</Link>.
        Questions about this policy can go to <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>.
      </p>
    ),
  },
];

const content: PolicyContent = {
  title: "Cookie Policy",
  dated: "effective",
  date: POLICY.policyEffectiveDate,
  summary: `What ${BRAND.name} stores in your browser and why. Essential items only, and no advertising cookies.`,
  sections,
};

export default content;
