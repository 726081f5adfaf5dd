import type { ContactInput } from "@contract/contact";

/** A signed-in person is not asked again for what their account already says. */
export function contactDefaults(user: { fullName: string; email: string; mobile: string } | undefined): ContactInput {
  return { name: user?.fullName ?? "", email: user?.email ?? "", phone: user?.mobile ?? "", subject: "", message: "" };
}
