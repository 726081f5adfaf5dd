/** The not-found page's English messages (decision 0046); hi.ts has the same keys. */
const en = {
  "notFound.title": "Page not found · {brand}",
  "notFound.error": "Error 404",
  "notFound.heading": "Page not found",
  "notFound.text":
    "The page you are looking for does not exist or may have moved. Let's get you back to something good.",
  "notFound.home": "Go Home",
  "notFound.browse": "Browse Products",
} as const satisfies Record<string, string>;

export default en;
