/**
 * The English messages (decision 0046). Keys are `area.what`; web/src/i18n/messages/hi.ts must have exactly the same
 * keys (TypeScript and catalogue.test.ts check). Placeholders are ICU: `{name}`, `{n, plural, one {...} other {...}}`.
 * Terms follow docs/hindi-glossary.md.
 */
const en = {
  "language.switchTo": "हिन्दी",
  "language.switchLabel": "हिन्दी में देखें (View in Hindi)",
  "language.name": "English",

  "shell.skip": "Skip to content",
  "shell.login": "Login",
  "shell.signUp": "Sign Up",
  "shell.search": "Search",
  "shell.searchAll": "Search all listings",
  "shell.openMenu": "Open menu",
  "shell.menu": "Menu",
  "shell.closeMenu": "Close menu",
  "shell.hello": "Hello, {name}!",
  "shell.welcome": "Welcome to Dobara. Log in to buy, sell and make offers.",
  "shell.browseProducts": "Browse Products",
  "shell.myAccount": "My Account",
  "shell.listProduct": "List Product",
  "shell.adminPanel": "Admin Panel",
  "shell.contactUs": "Contact Us",
  "shell.logout": "Logout",
  "shell.loggingOut": "Logging out...",
  "shell.recentSearches": "Recent searches",
  "shell.clear": "Clear",
  "shell.browseCategories": "Browse categories",
  "shell.loading": "Loading",
  "shell.tryAgain": "Try again",
  "shell.goBack": "Go back",
  "shell.offline": "You are offline",
  "shell.offlineDetail":
    "This page needs a connection. Go back to what was saved on this device, or try again once you are connected.",
  "shell.pageFailed": "This page could not be loaded",
  "shell.pageFailedDetail": "Please check your connection and try again.",
  "shell.checkingSignIn": "Checking your sign-in",
  "shell.checkingSignInDetail":
    "We can't reach Dobara right now, so we could not confirm you are still signed in. You stay signed in on this device; we will keep trying.",

  "footer.forBuyers": "For Buyers",
  "footer.forSellers": "For Sellers",
  "footer.support": "Support",
  "footer.trackOrders": "Track Orders",
  "footer.returnPolicy": "Return & Refund Policy",
  "footer.shipping": "Shipping & Delivery",
  "footer.startSelling": "Start Selling",
  "footer.sellerGuidelines": "Seller Guidelines",
  "footer.communityGuidelines": "Community Guidelines",
  "footer.privacy": "Privacy Policy",
  "footer.terms": "Terms & Conditions",
  "footer.cookies": "Cookie Policy",
  "footer.supportHours": "Support hours: ",
  "brand.tagline": "Pre-loved goods, passed on safely — connecting individuals across India.",
  "brand.supportHours": "Monday to Saturday, 9:00 AM to 6:00 PM IST; closed on Sundays and national holidays",
  "brand.supportReply": "We reply to every message within 24 hours.",

  "category.electronics": "Electronics",
  "category.fashion": "Fashion",
  "category.home_garden": "Home & Garden",
  "category.sports": "Sports",
  "category.books": "Books",
  "category.vehicles": "Vehicles",
  "category.other": "Other",
  "shell.cancel": "Cancel",
  "shell.searchProducts": "Search products",
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
export default en as Messages;
