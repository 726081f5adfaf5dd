import { createElement, type ReactElement } from "react";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import type { AccountSession } from "@contract/account";
import type { PublicUser } from "@contract/auth";
import { PRIVACY_NOTICE } from "@contract/privacy";
import en from "./messages/en";
import { renderWithCache } from "@web/test/render-with-cache";
import { sessionsQuery } from "./api/sessions";
import { DashboardTabs } from "./components/dashboard-tabs";
import { DataRightsCard } from "./components/data-rights-card";
import { PasswordCard } from "./components/password-card";
import { ProfileCard } from "./components/profile-card";
import { RegisterForm } from "./components/register-form";
import { SessionsCard } from "./components/sessions-card";
import { VerificationCard } from "./components/verification-card";
import { WelcomeBanner } from "./components/welcome-banner";
import { LoginPage } from "./login-page";

const user: PublicUser = {
  id: "7d1f3c52-8a8e-4d0e-9a59-5b7c0c1e2f3a",
  role: "seller",
  fullName: "Meera Iyer",
  username: "meera_i",
  email: "meera.iyer@example.in",
  mobile: "9876501234",
  isVerified: true,
  mobileVerified: false,
  language: "hi",
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
/** A Hindi page (decision 0046): its router's base is /hi. */
const hindi = (element: ReactElement, cache: Parameters<typeof renderWithCache>[1] = []) =>
  renderWithCache(createElement(Router, { ssrPath: "/login", children: element }), cache, "hi");

describe("the account screens in Hindi", () => {
  it("log in: heading, tabs, fields and buttons in Hindi, none of the English labels", () => {
    const html = hindi(createElement(LoginPage));
    const words = text(html);
    for (const hi of [
      "लॉग इन करें",
      "पासवर्ड",
      "ईमेल कोड",
      "मोबाइल",
      "ईमेल, यूज़रनेम या मोबाइल",
      "पासवर्ड भूल गए?",
      "होम पर वापस",
    ])
      expect(words).toContain(hi);
    expect(html).toContain('aria-label="लॉग इन का तरीका"');
    expect(html).toContain('aria-label="पासवर्ड दिखाएँ"');
    for (const en of ["Email Code", "Forgot password?", "Back to Home", "Email, username or mobile", "Login method"])
      expect(html).not.toContain(en);
  });

  it("register: the form, its choices and the privacy notice in Hindi", () => {
    const words = text(hindi(createElement(RegisterForm, { prefill: {}, onRegistered: () => undefined })));
    for (const hi of [
      "पूरा नाम",
      "यूज़रनेम",
      "मोबाइल नंबर",
      "ईमेल पता",
      "चीज़ें बेचना",
      "आपका डेटा, संक्षेप में",
      "नियम और शर्तें",
      "अकाउंट बनाएँ",
    ])
      expect(words).toContain(hi);
    for (const en of ["Full name", "Sell things", "Your data, in short", "Create Account", "Terms and Conditions"])
      expect(words).not.toContain(en);
  });

  it("the code step says what to do in Hindi", () => {
    const words = text(
      hindi(
        createElement(VerificationCard, {
          title: "अपना ईमेल वेरिफ़ाई करें",
          description: "",
          email: "meera.iyer@example.in",
          onVerify: async () => undefined,
          onResend: async () => undefined,
          onBack: () => undefined,
        }),
      ),
    );
    expect(words).toContain("6 अंकों का कोड");
    expect(words).toContain("वेरिफ़ाई करें");
    expect(words).toContain("स्पैम फ़ोल्डर");
    expect(words).not.toContain("Resend code");
    expect(words).not.toContain("Verify");
  });

  it("dashboard: banner and tabs in Hindi", () => {
    const words = text(
      hindi(createElement(WelcomeBanner, { user })) + hindi(createElement(DashboardTabs, { active: "orders" })),
    );
    for (const hi of ["स्वागत है, Meera", "ऑर्डर", "मेरे प्रोडक्ट", "ऑफ़र", "विशलिस्ट", "अकाउंट"]) expect(words).toContain(hi);
    for (const en of ["Welcome,", "My Products", "Wishlist", "Orders"]) expect(words).not.toContain(en);
  });

  it("account tab: profile, password, devices and data rights in Hindi, dates in Hindi months", () => {
    const profile = hindi(createElement(ProfileCard, { user }));
    expect(profile).toContain('aria-label="मोबाइल वेरिफ़ाई करें"');
    expect(profile).toContain('aria-label="पूरा नाम बदलें"');
    expect(text(profile)).toContain("9876501234 · वेरिफ़ाई नहीं है");
    expect(text(profile)).toContain("अक्टूबर");
    const password = text(hindi(createElement(PasswordCard)));
    expect(password).toContain("मौजूदा पासवर्ड");
    expect(password).not.toContain("Current password");
    const devices = hindi(createElement(SessionsCard), [[sessionsQuery().queryKey, sessions]]);
    expect(text(devices)).toContain("लॉग इन किए हुए डिवाइस");
    expect(text(devices)).toContain("यह डिवाइस");
    // Names stay as they are, marked so (decision 0046): the browser and system, the person's name and address.
    expect(devices).toContain('<span translate="no">Android</span> पर <span translate="no">Chrome</span>');
    expect(profile).toContain('translate="no">meera.iyer@example.in</span>');
    expect(devices).toContain('aria-label="Linux पर Firefox से लॉग आउट करें"');
    expect(text(devices)).not.toMatch(/Last seen|This device|Sign out/);
    const data = text(hindi(createElement(DataRightsCard)));
    expect(data).toContain("मेरा डेटा डाउनलोड करें");
    expect(data).not.toContain("Download my data");
  });

  it("shows the privacy notice the contract versions, word for word in English (a new notice is a new version)", () => {
    expect([en["account.privacyCollected"], en["account.privacyWhy"], en["account.privacyRightsText"]]).toEqual([
      PRIVACY_NOTICE.collected,
      PRIVACY_NOTICE.why,
      PRIVACY_NOTICE.rights,
    ]);
  });
});
