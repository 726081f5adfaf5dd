import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { AccountSession } from "@contract/account";
import type { PublicUser } from "@contract/auth";
import { ApiRequestError } from "@web/lib/api-client";
import { renderWithCache } from "@web/test/render-with-cache";
import type { NotificationPreferences } from "@contract/notification-preferences";
import { notificationPreferencesQuery } from "./api/notification-preferences";
import { sessionsQuery } from "./api/sessions";
import { NotificationsCard } from "./components/notifications-card";
import { PasswordCard } from "./components/password-card";
import { ProfileCard } from "./components/profile-card";
import { SessionsCard } from "./components/sessions-card";

const user: PublicUser = {
  id: "7d1f3c52-8a8e-4d0e-9a59-5b7c0c1e2f3a",
  role: "seller",
  fullName: "Meera Iyer",
  username: "meera_i",
  email: "meera.iyer@example.in",
  mobile: "9876501234",
  isVerified: true,
  mobileVerified: true,
  language: "en",
  createdAt: "2026-10-01T10:00:00.000Z",
};

const sessions: AccountSession[] = [
  {
    id: "a1",
    userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36",
    createdAt: "2026-11-20T04:30:00.000Z",
    lastSeenAt: "2026-11-26T06:00:00.000Z",
    current: true,
  },
  {
    id: "b2",
    userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
    createdAt: "2026-11-01T04:30:00.000Z",
    lastSeenAt: "2026-11-25T13:15:00.000Z",
    current: false,
  },
];

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the account tab", () => {
  it("offers to change the name, the e-mail and a verified mobile, not the username", () => {
    const html = renderWithCache(createElement(ProfileCard, { user }));
    expect(html).toContain('aria-label="Edit full name"');
    expect(html).toContain('aria-label="Change email"');
    expect(html).not.toContain('aria-label="Edit username"');
    expect(html).toContain('aria-label="Change mobile"');
    expect(text(html)).toContain("9876501234 · Verified");
    expect(text(html)).toContain("meera.iyer@example.in");
  });

  it("offers to verify a mobile that was only typed", () => {
    const html = renderWithCache(createElement(ProfileCard, { user: { ...user, mobileVerified: false } }));
    expect(html).toContain('aria-label="Verify mobile"');
    expect(html).not.toContain('aria-label="Change mobile"');
    expect(text(html)).toContain("9876501234 · Not verified");
  });

  it("asks for the current password before a new one", () => {
    const html = text(renderWithCache(createElement(PasswordCard)));
    expect(html.indexOf("Current password")).toBeLessThan(html.indexOf("New password"));
    expect(html).toContain("Confirm new password");
  });

  it("lists the signed-in devices, this one marked and the others with Sign out", () => {
    const html = renderWithCache(createElement(SessionsCard), [[sessionsQuery().queryKey, sessions]]);
    expect(text(html)).toContain("Chrome on Android This device");
    expect(text(html)).toContain("Last seen 26 Nov 2026");
    expect(html).toContain('aria-label="Sign out Firefox on Linux"');
    expect(html).not.toContain('aria-label="Sign out Chrome on Android"');
  });

  it("says when the devices failed to load", () => {
    const html = renderWithCache(createElement(SessionsCard), [
      [sessionsQuery().queryKey, new ApiRequestError(500, "500: Internal Server Error")],
    ]);
    expect(text(html)).toContain("Failed to fetch your devices.");
  });

  it("gives each kind a labelled switch per channel it offers, urgent ones marked, WhatsApp waiting for consent", () => {
    const prefs: NotificationPreferences = {
      kinds: [
        {
          kind: "order_placed",
          label: "A new order to accept",
          urgent: true,
          channels: { email: true, push: true, whatsapp: true },
        },
        {
          kind: "offer_received",
          label: "A new offer on your listing",
          urgent: true,
          channels: { push: true, whatsapp: true },
        },
        {
          kind: "order_status",
          label: "Order updates",
          urgent: false,
          channels: { email: false, push: true, whatsapp: false },
        },
      ],
      quietHours: { start: "22:00", end: "08:00" },
      whatsapp: { optedIn: false },
    };
    const html = renderWithCache(createElement(NotificationsCard), [[notificationPreferencesQuery().queryKey, prefs]]);
    expect(html).toContain('aria-label="E-mail for A new order to accept"');
    expect(html).not.toContain('aria-label="E-mail for A new offer on your listing"');
    expect(html).toMatch(/disabled=""[^>]*aria-label="WhatsApp for Order updates"/);
    expect(text(html)).toContain("A new order to accept Urgent");
    expect(text(html)).not.toContain("Order updates Urgent");
    expect(text(html)).toContain("WhatsApp messages need your consent first.");
    expect(html).toContain('value="22:00"');
  });
});
