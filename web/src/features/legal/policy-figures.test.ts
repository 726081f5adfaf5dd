import type { FunctionComponent } from "react";
import { describe, expect, it } from "vitest";
import { POLICY } from "@contract/brand";
import { RETURN_WINDOW_HOURS, SELLER_ACCEPT_HOURS } from "@contract/orders";
import { customerChoiceReturnFee, priceBreakdown } from "@contract/pricing";
import { formatRupees } from "@web/lib/format";
import { renderPolicyPage, wordsOf } from "./render-policy-page";
import { ReturnPolicyPage } from "./return-policy-page";
import { SellerGuidelinesPage } from "./seller-guidelines-page";
import { ShippingPolicyPage } from "./shipping-policy-page";
import { TermsConditionsPage } from "./terms-conditions-page";

/** The words of a page as a reader sees them (tags gone, spaces collapsed), in English. */
const textOf = async (page: FunctionComponent) => wordsOf(await renderPolicyPage(page));

/**
 * The policy pages quote the figures the server charges by: the same POLICY constants and the same pricing
 * functions (contract/pricing.ts) the checkout, returns and order jobs use. Change a figure once and both move.
 */
describe("policy pages and the server's rules", () => {
  it("the server's rules are POLICY's figures", () => {
    const b = priceBreakdown(10_000);
    expect(b.buyerFee).toBe((10_000 * POLICY.buyerFeePercent) / 100);
    expect(b.sellerFee).toBe((10_000 * POLICY.sellerFeePercent) / 100);
    expect(b.deliveryCharge).toBe(POLICY.deliveryChargeRupees);
    expect(customerChoiceReturnFee(0)).toBe(POLICY.customerChoiceReturnFeeMinRupees);
    expect(RETURN_WINDOW_HOURS).toBe(POLICY.returnWindowHours);
    expect(SELLER_ACCEPT_HOURS).toBe(POLICY.orderAcceptHours);
  });

  it("the terms quote the fees, the hold, the accept window and the return window", async () => {
    const text = await textOf(TermsConditionsPage);
    expect(text).toContain(`${POLICY.buyerFeePercent}% of the price`);
    expect(text).toContain(formatRupees(POLICY.deliveryChargeRupees));
    expect(text).toContain(`${POLICY.reservationMinutes} minutes`);
    expect(text).toContain(`${POLICY.orderAcceptHours} hours`);
    expect(text).toContain(`${POLICY.returnWindowHours} hours`);
  });

  it("the seller guidelines' worked example is what the checkout would charge and pay out", async () => {
    const text = await textOf(SellerGuidelinesPage);
    const b = priceBreakdown(1000);
    expect(text).toContain(formatRupees(b.total));
    expect(text).toContain(formatRupees(1000 - b.sellerFee));
  });

  it("the return policy's example refund is the returns service's figure", async () => {
    const text = await textOf(ReturnPolicyPage);
    const b = priceBreakdown(2000);
    expect(text).toContain(formatRupees(b.total - customerChoiceReturnFee(b.deliveryCharge)));
    expect(await textOf(ShippingPolicyPage)).toContain(`${POLICY.orderAcceptHours} hours`);
  });
});
