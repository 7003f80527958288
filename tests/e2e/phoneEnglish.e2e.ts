import { describe, expect, it } from "vitest";
import en from "../../src/i18n/en";
import { serverAndBrowser } from "./support/serverAndBrowser";
import { signIn } from "./support/flows";
import {
  accessibilityProblems,
  SAMPLE_SCREENS,
  smallTargetProblems,
} from "./support/accessibility";
import { expectHealthyScreen } from "./support/screens";
import { visit } from "./support/settled";
import {
  drawerPaths,
  expectMarkedInDrawer,
  layoutProblems,
  PHONE,
} from "./support/phoneWalk";

/**
 * The master-data lists on a 375 px phone in English, as the demo owner
 * sees them: each fits the width and has no WCAG violation
 * (expectHealthyScreen); the sample screens (SAMPLE_SCREENS) are also
 * checked for targets under 24 px. The Arabic walk, with the create and
 * edit forms, is phoneArabic.e2e.ts.
 */

const app = serverAndBrowser({ DEMO_SEED: "1" });

describe("a 375 px phone", () => {
  it("in English: every master-data list fits the width; the sample screens are accessible", async () => {
    const { page, context, errors } = await app.newPage(PHONE);
    await signIn(page, "demo@example.com", "DemoPass#2026");
    for (const [path, label] of [
      ["/sales/payment-type", "Payment types"],
      ["/services/vouchers", "Voucher types"],
      ["/clients/refral-sourse", "Referral sources"],
    ])
      await expectMarkedInDrawer(page, path, label);
    const { box, paths } = await drawerPaths(page, en.ra.action.open_menu);
    expect(box.x).toBeLessThan(2);
    const report: string[] = [];
    const accessibility: string[] = [];
    for (const path of paths) {
      await visit(page, path);
      await expectHealthyScreen(page, path);
      const problems = await layoutProblems(page, false);
      report.push(...problems.map((p) => `${path}: ${p}`));
      if (SAMPLE_SCREENS.includes(path))
        accessibility.push(...(await smallTargetProblems(page, path)));
    }
    expect(report).toEqual([]);
    expect(errors, errors.join("\n")).toEqual([]);
    // Sample screens the drawer's master-data links do not open.
    for (const screen of SAMPLE_SCREENS.filter((s) => !paths.includes(s))) {
      await visit(page, screen);
      accessibility.push(...(await accessibilityProblems(page, screen)));
    }
    expect(accessibility).toEqual([]);
    await context.close();
  });
});
