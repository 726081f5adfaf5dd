/** Kept free of zod so the web app's first bundle can check a stored session without the schema library. */
export const ROLES = ["buyer", "seller", "admin"] as const;
export const SELF_SERVICE_ROLES = ["buyer", "seller"] as const;
