import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startInstances } from "../../test/cluster-kit";

const CONTACT_LIMIT = 60;
const message = {
  name: "Asha",
  email: "asha@example.in",
  phone: "9876543210",
  subject: "Hello",
  message: "Is the cycle still there?",
};
// A fresh address per run: Redis keeps its counts for an hour, between runs too.
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function floodContact(
  instances: Awaited<ReturnType<typeof startInstances>>,
  total: number,
  remoteAddress = someAddress(),
) {
  const answers = await Promise.all(
    Array.from({ length: total }, (_, i) =>
      instances.apps[i % instances.apps.length]!.inject({
        method: "POST",
        url: "/api/contact",
        payload: message,
        remoteAddress,
      }),
    ),
  );
  return answers;
}

describe.each([
  ["the database", {}],
  ["Redis", { REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379" }],
])("a rate limit counted in %s is shared by two instances", (_store, env: Record<string, string>) => {
  let instances: Awaited<ReturnType<typeof startInstances>>;
  beforeAll(async () => {
    instances = await startInstances(2, env);
  });
  afterAll(() => instances.close());

  it(`${CONTACT_LIMIT + 10} messages at once from one address through two instances: ${CONTACT_LIMIT} pass in total`, async () => {
    const address = someAddress();
    const answers = await floodContact(instances, CONTACT_LIMIT + 10, address);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(CONTACT_LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().message).toMatch(/Too many messages from your network. Please try again in (59|60) minutes/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
    // Each instance refuses the address now, whichever one it reaches.
    for (const app of instances.apps) {
      const again = await app.inject({ method: "POST", url: "/api/contact", payload: message, remoteAddress: address });
      expect(again.statusCode).toBe(429);
    }
  });

  it("another address has its own count", async () => {
    const answers = await floodContact(instances, 3);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
  });
});
