import { describe, expect, it } from "vitest";
import { eslintForSnippets } from "./lint-test-kit";

/** Production code never imports a sandbox (decision 0040): the lint rule that holds it must actually fire. */
describe("house/sandboxes-apart lint rule", () => {
  const eslint = eslintForSnippets();
  const lint = (filePath: string, code: string) =>
    eslint.lintText(code, { filePath }).then((r) => r[0]!.messages.filter((m) => m.ruleId === "house/sandboxes-apart"));

  it("refuses a production module, lib or db file importing or re-exporting a sandbox", async () => {
    expect(
      await lint(
        "server/modules/payments/gateway-settings.ts",
        'import { PAYMENT_SANDBOX_SECRET } from "../../sandboxes/payments/stand-in";\nexport const y = PAYMENT_SANDBOX_SECRET;\n',
      ),
    ).toHaveLength(1);
    expect(
      await lint(
        "server/modules/shipping/index.ts",
        'export { sandboxCourierRoutes } from "../../sandboxes/courier/routes";\n',
      ),
    ).toHaveLength(1);
    expect(
      await lint(
        "server/lib/jobs.ts",
        'import { openSandboxes } from "../sandboxes";\nexport const y = openSandboxes;\n',
      ),
    ).toHaveLength(1);
    expect(
      await lint("server/db/client.ts", 'export const y = () => import("../sandboxes/payouts/settle");\n'),
    ).toHaveLength(1);
  });

  it("lets app.ts mount them, the sandboxes use each other and production, and tests use them", async () => {
    expect(
      await lint("server/app.ts", 'import { openSandboxes } from "./sandboxes";\nexport const y = openSandboxes;\n'),
    ).toEqual([]);
    expect(
      await lint(
        "server/sandboxes/index.ts",
        'import { sandboxRoutes } from "./payments/routes";\nimport { gatewaySettings } from "../modules/payments";\nexport const y = [sandboxRoutes, gatewaySettings];\n',
      ),
    ).toEqual([]);
    expect(
      await lint(
        "server/modules/shipping/courier-webhook.test.ts",
        'import { stepShipment } from "../../sandboxes/courier/scans";\nexport const y = stepShipment;\n',
      ),
    ).toEqual([]);
    expect(
      await lint(
        "server/test/payouts-kit.ts",
        'import { sandboxPayoutObjects } from "../sandboxes/payouts/schema";\nexport const y = sandboxPayoutObjects;\n',
      ),
    ).toEqual([]);
  });
});
