import { describe, expect, it } from "vitest";
import { payuRequestHash, payuResponseHash, razorpaySignature, sameDigest } from "./gateway-hashes";

describe("gateway signatures against the published vectors (docs/providers/)", () => {
  it("PayU request hash", () => {
    expect(
      payuRequestHash(
        {
          key: "C0Dr8m",
          txnid: "12345",
          amount: "10",
          productinfo: "Shopping",
          firstname: "Test",
          email: "test@test.com",
          udf2: "abc",
          udf4: "15",
        },
        "3sf0jURk",
      ),
    ).toBe(
      "ffcdbf04fa5beefdcc2dd476c18bc410f02b3968e7f4f54e8f43f1e1a310bb32e3b4dec9305232bb89db5b1d0c009a53bcace6f4bd8ec2f695baf3d43ba730ce",
    );
  });

  it("PayU response hash is the request formula reversed, with the status after the salt", async () => {
    const { createHash } = await import("node:crypto");
    const fields = {
      key: "C0Dr8m",
      txnid: "12345",
      amount: "10.00",
      productinfo: "Shopping",
      firstname: "Test",
      email: "test@test.com",
      udf1: "a",
      status: "success",
    };
    const manual = createHash("sha512")
      .update("3sf0jURk|success||||||||||a|test@test.com|Test|Shopping|10.00|12345|C0Dr8m")
      .digest("hex");
    expect(payuResponseHash(fields, "3sf0jURk")).toBe(manual);
    const withCharges = createHash("sha512")
      .update("5.00|3sf0jURk|success||||||||||a|test@test.com|Test|Shopping|10.00|12345|C0Dr8m")
      .digest("hex");
    expect(payuResponseHash({ ...fields, additionalCharges: "5.00" }, "3sf0jURk")).toBe(withCharges);
  });

  it("Razorpay payment signature", () => {
    expect(razorpaySignature("EnLs21M47BllR3X8PSFtjtbd", "order_IEIaMR65cu6nz3", "pay_IH4NVgf4Dreq1l")).toBe(
      "0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f",
    );
  });

  it("compares digests in constant time and refuses anything that is not the same hex", () => {
    const d = razorpaySignature("s", "o", "p");
    expect(sameDigest(d, d)).toBe(true);
    expect(sameDigest(d, d.toUpperCase())).toBe(true);
    expect(sameDigest(d, d.slice(1))).toBe(false);
    expect(sameDigest(d, `${d.slice(0, -1)}z`)).toBe(false);
    expect(sameDigest(d, "")).toBe(false);
  });
});
