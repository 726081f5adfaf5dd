import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "../../db/schema/admin-audit-log";
import { contactQueries, contactQueryReplies } from "../../db/schema/contact-queries";
import { startSmtpPeer } from "../../test/smtp-peer";
import { createTestApp } from "../../test/test-app";
import { requester, testAccount } from "../../test/test-people";

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "Dobara <support@dobara.in>" });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const req = (...args: Parameters<ReturnType<typeof requester>>) => requester(t.app)(...args);
const admin = () => testAccount(t.db, { role: "admin", label: "Contact Admin" });

let n = 0;
/** A query sent through the public form, as a visitor would. */
async function sendQuery(extra: Record<string, string> = {}) {
  n += 1;
  const body = {
    name: `Asha ${n}`,
    email: `asha${n}@example.in`,
    phone: "9876543210",
    subject: `Refund question ${n}`,
    message: "How long does a refund take after pickup?\nThe order was #100123.",
    ...extra,
  };
  expect((await t.app.inject({ method: "POST", url: "/api/contact", payload: body })).statusCode).toBe(200);
  const [row] = await t.db.select().from(contactQueries).where(eq(contactQueries.email, body.email));
  return row!;
}
const auditOf = (id: string) => t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id));

describe("admin contact queries", () => {
  it("lists unread first, then newest, filters by status and pages", async () => {
    const a = await admin();
    const first = await sendQuery();
    const second = await sendQuery();
    const third = await sendQuery();
    expect((await req("PUT", `/api/admin/contact-queries/${third.id}/read`, a.token)).statusCode).toBe(200);

    const list = (await req("GET", "/api/admin/contact-queries", a.token)).json() as { id: string; isRead: boolean }[];
    expect(list.map((q) => q.id)).toEqual([second.id, first.id, third.id]);
    expect(list[0]).toMatchObject({ isRead: false, status: "pending", phone: "9876543210", replies: [] });

    const page = (await req("GET", "/api/admin/contact-queries?limit=1&offset=1", a.token)).json();
    expect(page.map((q: { id: string }) => q.id)).toEqual([first.id]);

    await req("PUT", `/api/admin/contact-queries/${first.id}/status`, a.token, { status: "resolved" });
    const resolved = (await req("GET", "/api/admin/contact-queries?status=resolved", a.token)).json();
    expect(resolved.map((q: { id: string }) => q.id)).toEqual([first.id]);
  });

  it("marks read once: replays answer the same and leave one audit row", async () => {
    const a = await admin();
    const q = await sendQuery();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => req("PUT", `/api/admin/contact-queries/${q.id}/read`, a.token)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(answers[0]!.json()).toMatchObject({ id: q.id, isRead: true });
    const audit = await auditOf(q.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "contact_mark_read", entityType: "contact_query", adminId: a.user.id });
  });

  it("sets a status (which marks it read) and writes who changed it from what", async () => {
    const a = await admin();
    const q = await sendQuery();
    const res = await req("PUT", `/api/admin/contact-queries/${q.id}/status`, a.token, { status: "resolved" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "resolved", isRead: true });
    expect((await auditOf(q.id))[0]).toMatchObject({
      action: "contact_status",
      details: { from: "pending", to: "resolved" },
    });
  });

  it("mails the reply to the person over SMTP, stores it and sets replied", async () => {
    const a = await admin();
    const q = await sendQuery({ name: "Ravi <b>Kumar</b>" });
    const res = await req("POST", `/api/admin/contact-queries/${q.id}/reply`, a.token, {
      message: "  Refunds reach your account within 5-7 business days of pickup.  ",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "replied",
      isRead: true,
      replies: [
        { message: "Refunds reach your account within 5-7 business days of pickup.", adminName: a.user.fullName },
      ],
    });
    const mail = smtp.received.filter((m) => m.to.includes(q.email)).at(-1);
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/^Subject: Dobara: Re: Refund question/m);
    // Quoted-printable wraps long lines with a trailing "=": unwrap before reading.
    const body = mail!.raw.replace(/=\r?\n/g, "");
    expect(body).toContain("Refunds reach your account within 5-7 business days of pickup.");
    expect(body).toContain("Ravi &#60;b&#62;Kumar&#60;/b&#62;");
    expect(await t.db.select().from(contactQueryReplies).where(eq(contactQueryReplies.queryId, q.id))).toHaveLength(1);
    expect((await auditOf(q.id)).map((r) => r.action)).toEqual(["contact_reply"]);
  });

  it("keeps every reply and a consistent status when admins answer and set statuses at once", async () => {
    const a = await admin();
    const b = await admin();
    const q = await sendQuery();
    const mailsBefore = smtp.received.filter((m) => m.to.includes(q.email)).length;
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        req("PUT", `/api/admin/contact-queries/${q.id}/status`, i % 2 ? a.token : b.token, {
          status: i % 2 ? "resolved" : "pending",
        }),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        req("POST", `/api/admin/contact-queries/${q.id}/reply`, i % 2 ? a.token : b.token, { message: `Answer ${i}` }),
      ),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(15).fill(200));
    const replies = await t.db.select().from(contactQueryReplies).where(eq(contactQueryReplies.queryId, q.id));
    expect(replies.map((r) => r.message).sort()).toEqual(["Answer 0", "Answer 1", "Answer 2", "Answer 3", "Answer 4"]);
    expect(smtp.received.filter((m) => m.to.includes(q.email)).length - mailsBefore).toBe(5);
    const audit = await auditOf(q.id);
    expect(audit.filter((r) => r.action === "contact_reply")).toHaveLength(5);
    const [row] = await t.db.select().from(contactQueries).where(eq(contactQueries.id, q.id));
    expect(row!.isRead).toBe(true);
    expect(["pending", "replied", "resolved"]).toContain(row!.status);
  });

  it("refuses bad input with a 4xx and changes nothing", async () => {
    const a = await admin();
    const q = await sendQuery();
    const cases: [string, string, unknown, number][] = [
      ["PUT", `/api/admin/contact-queries/${q.id}/status`, { status: "closed" }, 400],
      ["PUT", `/api/admin/contact-queries/${q.id}/status`, {}, 400],
      ["PUT", `/api/admin/contact-queries/${q.id}/status`, { status: 3 }, 400],
      ["POST", `/api/admin/contact-queries/${q.id}/reply`, { message: "   " }, 400],
      ["POST", `/api/admin/contact-queries/${q.id}/reply`, { message: "x".repeat(5001) }, 400],
      ["POST", `/api/admin/contact-queries/${q.id}/reply`, { message: ["hi"] }, 400],
      ["POST", `/api/admin/contact-queries/${q.id}/reply`, undefined, 400],
      ["PUT", "/api/admin/contact-queries/not-a-uuid/read", undefined, 400],
      ["PUT", "/api/admin/contact-queries/00000000-0000-4000-8000-000000000000/read", undefined, 404],
      ["POST", "/api/admin/contact-queries/00000000-0000-4000-8000-000000000000/reply", { message: "Hi" }, 404],
    ];
    for (const [method, url, body, status] of cases) {
      const res = await req(method as "PUT", url, a.token, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(status);
      expect(typeof res.json().message).toBe("string");
    }
    for (const query of ["status=closed", "limit=0", "limit=101", "limit=abc", "offset=-1", "offset=1e9"]) {
      expect((await req("GET", `/api/admin/contact-queries?${query}`, a.token)).statusCode, query).toBe(400);
    }
    const [row] = await t.db.select().from(contactQueries).where(eq(contactQueries.id, q.id));
    expect(row).toMatchObject({ status: "pending", isRead: false });
    expect(await auditOf(q.id)).toHaveLength(0);
  });
});

describe("a reply the mail server refuses", () => {
  it("answers 502, stores no reply and leaves the query as it was", async () => {
    const failing = await createTestApp(
      {},
      {},
      {
        mailer: {
          send: () => Promise.reject(new Error("connect ECONNREFUSED (test: SMTP down)")),
        },
      },
    );
    try {
      const a = await testAccount(failing.db, { role: "admin", label: "Mail Down" });
      await failing.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { name: "Asha", email: "down@example.in", phone: "9876543210", subject: "Hi", message: "Hello" },
      });
      const [q] = await failing.db.select().from(contactQueries);
      const res = await requester(failing.app)("POST", `/api/admin/contact-queries/${q!.id}/reply`, a.token, {
        message: "Thanks for writing",
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe("The reply could not be mailed; nothing was saved. Please try again.");
      expect(await failing.db.select().from(contactQueryReplies)).toHaveLength(0);
      const [after] = await failing.db.select().from(contactQueries);
      expect(after).toMatchObject({ status: "pending", isRead: false });
      expect(await failing.db.select().from(adminAuditLog)).toHaveLength(0);
    } finally {
      await failing.close();
    }
  });
});
