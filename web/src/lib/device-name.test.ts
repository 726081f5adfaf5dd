import { describe, expect, it } from "vitest";
import { deviceName } from "./device-name";

describe("deviceName", () => {
  it("names the browser and system a person knows", () => {
    expect(
      deviceName("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36"),
    ).toBe("Chrome on Android");
    expect(deviceName("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile Safari/604.1")).toBe(
      "Safari on iOS",
    );
    expect(deviceName("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36 Edg/131.0")).toBe(
      "Edge on Windows",
    );
    expect(deviceName("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe(
      "Firefox on Linux",
    );
  });

  it("falls back to what it has", () => {
    expect(deviceName(null)).toBe("Unknown device");
    expect(deviceName("curl/8.5.0")).toBe("curl/8.5.0");
  });
});
