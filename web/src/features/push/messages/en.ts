/** The notification prompt's English messages (decision 0046); hi.ts has the same keys. */
const en = {
  "push.title": "Get notifications on this phone?",
  "push.why.offer": "Get told on this phone when the seller answers your offer.",
  "push.why.listing": "Get told on this phone when someone makes an offer or buys your item.",
  "push.why.order": "Get told on this phone when your order is accepted, shipped and delivered.",
  "push.allow": "Allow",
  "push.notNow": "Not now",
  "push.on": "Notifications are on for this phone",
  "push.failed": "Notifications could not be turned on",
  "push.blocked": "Your browser blocked notifications. You can allow them in its site settings.",
  "push.device.off": "Phone notifications are not on for this browser.",
  "push.device.allow": "Allow on this phone",
  "push.device.blocked": "This browser blocked notifications. You can allow them in its site settings.",
  "push.device.unavailable": "This browser cannot show phone notifications.",
  "push.device.on": "Phone notifications are on for this browser",
  "push.device.failed": "Phone notifications could not be turned on",
} as const satisfies Record<string, string>;

export default en;
