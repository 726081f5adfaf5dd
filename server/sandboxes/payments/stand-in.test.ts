import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { gatewaySettings } from "../../modules/payments";
import { paymentStandIns } from "./stand-in";

describe("the payments sandbox standing in", () => {
  it("outside production without keys: the sandbox, with a key and salt kept for the installation", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "dobara-gw-"));
    const config = loadConfig({ DATA_DIR: dir, PUBLIC_URL: "http://localhost:5000" });
    const first = gatewaySettings({ ...config, ...paymentStandIns(config) });
    expect(first.payu).toMatchObject({ url: "http://localhost:5000/sandbox/payu", sandbox: true });
    expect(first.razorpayEnabled).toBe(true);
    expect(gatewaySettings({ ...config, ...paymentStandIns(config) }).payu.salt).toBe(first.payu.salt);
  });
});
