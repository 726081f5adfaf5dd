import { createElement, type ReactElement } from "react";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import type { PublicUser } from "@contract/auth";
import type { WishlistEntry } from "@contract/wishlist";
import { ApiRequestError } from "@web/lib/api-client";
import { wishlistQuery } from "@web/lib/api/wishlist";
import { renderWithCache } from "@web/test/render-with-cache";
import { ContactPage } from "@web/features/contact/contact-page";
import { NotFoundPage } from "@web/features/not-found/not-found-page";
import { WishlistTab } from "@web/features/wishlist/wishlist-tab";
import { MobileVerification } from "./mobile-verification";
import { NotificationBell } from "./notifications/notification-bell";
import { notificationsQuery } from "./notifications/notifications-api";
import { PageSpinner } from "./ui/page-spinner";
import { RatingLine } from "./ui/stars";

const user: PublicUser = {
  id: "7d1f3c52-8a8e-4d0e-9a59-5b7c0c1e2f3a",
  role: "buyer",
  fullName: "Meera Iyer",
  username: "meera_i",
  email: "meera.iyer@example.in",
  mobile: "9876501234",
  isVerified: true,
  mobileVerified: false,
  language: "hi",
  createdAt: "2026-10-01T10:00:00.000Z",
};

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const render = (
  element: ReactElement,
  cache: Parameters<typeof renderWithCache>[1] = [],
  language: "en" | "hi" = "hi",
) => renderWithCache(createElement(Router, { ssrPath: "/", children: element }), cache, language);

describe("shared screens in Hindi (decision 0046)", () => {
  it("the bell names itself and its unread count in Hindi; an admin's says it is not theirs", () => {
    const live = render(createElement(NotificationBell, { user }), [
      [notificationsQuery(user.id).queryKey, { notifications: [], unreadCount: 3 }],
    ]);
    expect(live).toContain('aria-label="सूचनाएँ, 3 बिना पढ़ी"');
    expect(live).not.toContain("unread");
    const admin = render(createElement(NotificationBell, { user: { ...user, role: "admin" } }));
    expect(admin).toContain('aria-label="सूचनाएँ (एडमिन के लिए उपलब्ध नहीं)"');
    expect(render(createElement(NotificationBell, { user }), [], "en")).toContain('aria-label="Notifications"');
  });

  it("the mobile check, the spinner and the ratings line speak Hindi", () => {
    const mobile = text(
      render(
        createElement(MobileVerification, {
          mobile: user.mobile,
          onVerified: () => undefined,
          onSkip: () => undefined,
        }),
      ),
    );
    expect(mobile).toContain("मोबाइल नंबर");
    expect(mobile).toContain("कोड भेजें");
    expect(mobile).toContain("अभी छोड़ें");
    expect(mobile).not.toMatch(/Send code|Skip for now|Mobile number/);
    expect(render(createElement(PageSpinner))).toContain('aria-label="लोड हो रहा है"');
    expect(render(createElement(PageSpinner))).not.toContain('aria-label="Loading"');
    const rating = render(createElement(RatingLine, { average: 4.5, count: 12 }));
    expect(rating).toContain('aria-label="5 में से 4.5 स्टार"');
    expect(text(rating)).toContain("(12 रेटिंग)");
    expect(text(render(createElement(RatingLine, { average: null, count: 0 })))).toContain("अभी कोई रेटिंग नहीं");
    expect(text(render(createElement(RatingLine, { average: 4, count: 1 }), [], "en"))).toContain("(1 rating)");
  });

  it("the contact page: heading, form, hours and questions in Hindi", () => {
    const html = render(createElement(ContactPage));
    const words = text(html);
    for (const hi of [
      "संपर्क करें",
      "हमें मैसेज भेजें",
      "पूरा नाम",
      "विषय",
      "सहायता का समय",
      "अक्सर पूछे जाने वाले सवाल",
      "रिटर्न और रिफ़ंड पॉलिसी",
      "मैसेज भेजें",
    ])
      expect(words).toContain(hi);
    expect(html).toContain("<title>संपर्क करें · Dobara</title>");
    expect(html).toContain('placeholder="10 अंकों का मोबाइल नंबर"');
    for (const en of [
      "Send us a message",
      "Full Name",
      "Subject",
      "Frequently asked questions",
      "Support hours",
      "Grievance",
    ])
      expect(words).not.toContain(en);
  });

  it("not-found and the wishlist tab in Hindi", () => {
    const missing = render(createElement(NotFoundPage));
    expect(missing).toContain("<title>पेज नहीं मिला · Dobara</title>");
    expect(text(missing)).toContain("होम पर जाएँ");
    expect(text(missing)).not.toMatch(/Page not found|Go Home|Browse Products/);
    const entry: WishlistEntry = {
      id: "w1",
      userId: user.id,
      productId: "p1",
      createdAt: "2026-11-01T10:00:00.000Z",
      product: {
        id: "p1",
        title: "Godrej steel almirah",
        price: 6500,
        images: [],
        isAvailable: false,
        category: "home_garden",
      },
    };
    const list = text(
      render(createElement(WishlistTab, { userId: user.id }), [[wishlistQuery(user.id).queryKey, [entry]]]),
    );
    expect(list).toContain("विशलिस्ट");
    expect(list).toContain("बिक गया");
    expect(list).toContain("Godrej steel almirah");
    expect(list).not.toMatch(/Wishlist|Sold/);
    const failed = text(
      render(createElement(WishlistTab, { userId: user.id }), [
        [wishlistQuery(user.id).queryKey, new ApiRequestError(500, "500: Internal Server Error")],
      ]),
    );
    expect(failed).toContain("विशलिस्ट लोड नहीं हो सकी");
  });
});
