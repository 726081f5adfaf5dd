import type { FastifyInstance } from "fastify";

/** Hidden inputs of a server-rendered form, as a browser would post them. */
function formFields(html: string) {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? "";
  const unescape = (v: string) =>
    v
      .replaceAll("&quot;", '"')
      .replaceAll("&#39;", "'")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&");
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[unescape(m[1]!)] = unescape(m[2]!);
  return { action, fields };
}

export const formPost = (app: FastifyInstance, url: string, body: string | Record<string, string>) =>
  app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: typeof body === "string" ? body : new URLSearchParams(body).toString(),
  });

/** A form post answered with its status and body: `app.inject` in server tests, `fetch` in the browser tests. */
export type FormPoster = (url: string, fields: Record<string, string>) => Promise<{ statusCode: number; body: string }>;

/**
 * Through the sandbox's hosted page as a payer would, over any transport: open it at `pageUrl`, press Pay (or Fail).
 * Answers the form the page posts back to surl/furl. It throws rather than asserts.
 */
export async function payThroughSandbox(
  post: FormPoster,
  paymentData: Record<string, string>,
  outcome: "success" | "failure" = "success",
  pageUrl = "/sandbox/payu",
) {
  const page = await post(pageUrl, paymentData);
  if (page.statusCode !== 200) throw new Error(`the sandbox page answered ${page.statusCode}: ${page.body}`);
  const form = page.body.split("<form").find((f) => f.includes(`value="${outcome}"`));
  if (!form) throw new Error(`the sandbox page has no ${outcome} button`);
  const done = await post("/sandbox/payu/complete", { ...formFields(`<form${form}`).fields, mode: "UPI" });
  if (done.statusCode !== 200) throw new Error(`the sandbox answered ${done.statusCode}: ${done.body}`);
  return formFields(done.body);
}

/**
 * Through the sandbox's hosted page as a payer would: open it, press Pay (or Fail). Answers the form the page posts
 * back to surl/furl. Shared by the tests and the checkout bench; it throws rather than asserts.
 */
export const payInSandbox = (
  app: FastifyInstance,
  paymentData: Record<string, string>,
  outcome: "success" | "failure" = "success",
) => payThroughSandbox((url, fields) => formPost(app, url, fields), paymentData, outcome);
