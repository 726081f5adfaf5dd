import { createECDH } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptPush } from "./push-service-peer";

describe("the push-service peer's decryption", () => {
  it("opens RFC 8291's example message (Appendix A)", () => {
    const ua = createECDH("prime256v1");
    ua.setPrivateKey(Buffer.from("q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94", "base64url"));
    const body = Buffer.from(
      "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
      "base64url",
    );
    expect(decryptPush(body, ua, Buffer.from("BTBZMqHH6r4Tts7J_aSIgg", "base64url"))).toBe(
      "When I grow up, I want to be a watermelon",
    );
  });
});
