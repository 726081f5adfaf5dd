import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "../../db/schema/admin-audit-log";
import { startAuthTestApp } from "../../test/auth-test-kit";
import { testSale } from "../../test/test-orders";
import { requester } from "../../test/test-people";

let k: Awaited<ReturnType<typeof startAuthTestApp>>;
beforeAll(async () => {
  k = await startAuthTestApp(
    { GRIEVANCE_OFFICER_NAME: "Meera Iyer", GRIEVANCE_OFFICER_EMAIL: "dpo@example.in" },
    "griever",
  );
});
afterAll(() => k.close());
const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(k.t.app)(...args);

describe("grievances", () => {
  it("names the configured officer, mails a reference at once, and shows the admin the due dates", async () => {
    expect((await req("GET", "/api/privacy/grievance-officer")).json()).toEqual({
      name: "Meera Iyer",
      email: "dpo@example.in",
    });
    const form = { name: "Kavya Raman", email: "kavya@example.in", phone: "9876543210", subject: "My data" };
    const res = await req("POST", "/api/contact", undefined, {
      ...form,
      message: "Please fix my name",
      grievance: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const reference = res.json().reference as string;
    expect(reference).toMatch(/^GRV-[0-9A-F]{8}$/);
    const mail = k.smtp.received.find((m) => m.to.includes("kavya@example.in"));
    expect(mail!.raw).toContain(reference);

    const plain = await req("POST", "/api/contact", undefined, { ...form, message: "Just a question" });
    expect(plain.json().reference).toBeUndefined();

    const { admin } = await testSale(k.t.app, k.t.db);
    const queries = (await req("GET", "/api/admin/contact-queries", admin.token)).json() as {
      message: string;
      createdAt: string;
      grievance: { reference: string; acknowledgeBy: string; resolveBy: string } | null;
    }[];
    const grievance = queries.find((q) => q.message === "Please fix my name")!;
    const hours = (iso: string) => (Date.parse(iso) - Date.parse(grievance.createdAt)) / 3_600_000;
    expect(grievance.grievance!.reference).toBe(reference);
    expect(hours(grievance.grievance!.acknowledgeBy)).toBe(48);
    expect(hours(grievance.grievance!.resolveBy)).toBe(30 * 24);
    expect(queries.find((q) => q.message === "Just a question")!.grievance).toBeNull();
  });
});

describe("who looked", () => {
  it("logs the admin's order details and users tab with who, when and which person", async () => {
    const { admin, buyer, order } = await testSale(k.t.app, k.t.db);
    expect((await req("GET", `/api/admin/orders/${order.id}`, admin.token)).statusCode).toBe(200);
    expect((await req("GET", "/api/admin/users", admin.token)).statusCode).toBe(200);
    const rows = await k.t.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityId, buyer.user.id), eq(adminAuditLog.action, "viewed_personal_data")));
    expect(rows.map((r) => r.details)).toEqual(
      expect.arrayContaining([{ view: "admin order details" }, { view: "admin users tab" }]),
    );
    expect(rows.every((r) => r.adminId === admin.user.id && r.createdAt instanceof Date)).toBe(true);
  });
});
