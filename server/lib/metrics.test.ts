import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";
import { failNextSms, lastSmsCode } from "../test/sms-kit";

const TOKEN = "metrics-token-for-the-tests-0123456789";

describe("GET /metrics with METRICS_TOKEN set", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = () => t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });

  it("is a 404 to anyone without the token", async () => {
    for (const headers of [{}, { authorization: "Bearer wrong" }, { authorization: `Bearer ${TOKEN}x` }]) {
      const res = await t.app.inject({ url: "/metrics", headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("http_requests_total");
    }
  });

  it("counts answers by route pattern and status, with latency histograms", async () => {
    await t.app.inject({ url: "/api/health" });
    await t.app.inject({ url: "/api/health" });
    await t.app.inject({ url: "/api/products/00000000-0000-4000-8000-000000000000" });
    await t.app.inject({ url: "/api/no-such-thing" });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} 2/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/products\/:id",status="404"\} 1/);
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).not.toContain("00000000-0000-4000-8000-000000000000");
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/health",status="200"\}/,
    );
    expect(text).toContain("process_cpu_seconds_total");
  });

  it("reports job runs and durations by job, streams, the image queue, payments and refunds", async () => {
    await t.app.runJobsOnce();
    const text = (await scrape()).body;
    expect(text).toMatch(/dobara_job_runs_total\{job="offer-expiry",outcome="done"\} 1/);
    expect(text).toMatch(/dobara_job_runs_total\{job="refunds",outcome="done"\} 1/);
    expect(text).toMatch(/dobara_job_duration_seconds_count\{job="payouts-due"\} 1/);
    expect(text).toMatch(/^dobara_notification_streams_open 0$/m);
    expect(text).toMatch(/^dobara_image_queue_depth 0$/m);
    expect(text).toContain("# TYPE dobara_payments gauge");
    expect(text).toContain("# TYPE dobara_refunds gauge");
    if (process.env.TEST_DATABASE_URL) expect(text).toMatch(/dobara_db_pool_connections\{state="total"\} \d+/);
  });

  it("counts SMS codes sent, verified, refused by each limit, and provider failures", async () => {
    const send = (mobile: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/send-mobile-otp", payload: { mobile } });
    await send("9812300001");
    await send("9812300001");
    await failNextSms(t.app, "5xx");
    await send("9812300002");
    const otp = await lastSmsCode(t.app, "9812300001");
    await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { loginMethod: "mobile_otp", mobile: "9812300001", otp },
    });
    const text = (await scrape()).body;
    expect(text).toMatch(/^dobara_sms_sent_total 1$/m);
    expect(text).toMatch(/^dobara_sms_verified_total 1$/m);
    expect(text).toMatch(/^dobara_sms_provider_failures_total 1$/m);
    expect(text).toMatch(/^dobara_sms_refused_total\{limit="number_resend"\} 1$/m);
    expect(text).toMatch(/^dobara_sms_refused_total\{limit="daily_budget"\} 0$/m);
  });
});
