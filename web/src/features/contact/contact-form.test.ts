import { describe, expect, it } from "vitest";
import { contactSchema } from "@contract/contact";
import { contactDefaults } from "./components/contact-defaults";

const user = { fullName: "Meera Iyer", email: "meera.iyer@example.in", mobile: "9876501234" };

describe("the contact form's first values", () => {
  it("are a signed-in person's name, e-mail and mobile, which the form's rules accept", () => {
    const values = contactDefaults(user);
    expect(values).toEqual({
      name: "Meera Iyer",
      email: "meera.iyer@example.in",
      phone: "9876501234",
      subject: "",
      message: "",
    });
    expect(contactSchema.safeParse({ ...values, subject: "Refund", message: "Where is it?" }).success).toBe(true);
  });

  it("are empty for a visitor", () => {
    expect(contactDefaults(undefined)).toEqual({ name: "", email: "", phone: "", subject: "", message: "" });
  });
});
