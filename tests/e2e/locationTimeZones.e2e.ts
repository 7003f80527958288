import { beforeAll, describe, expect, it } from "vitest";
import { serverAndBrowser } from "./support/serverAndBrowser";
import { api, createOwner, signIn, type Owner } from "./support/flows";
import { expectHealthyScreen } from "./support/screens";
import {
  formatDateTime,
  fromZonedInput,
} from "../../src/components/dates/dateTimeFormat";

/**
 * Issue 12: a record's times are shown and typed on its location's clock
 * (here a studio in New York of a business in Vienna), with the zone named
 * so that the owner is never confused; the browser runs on a third clock.
 */
const app = serverAndBrowser({ DEMO_SEED: "0" });
const BUSINESS_ZONE = "Europe/Vienna";
const STUDIO_ZONE = "America/New_York";

describe("times in the location's time zone (browser)", () => {
  let owner: Owner;
  let dealId: number;
  const name = `NY midnight ${Date.now()}`;
  /** Midnight of 5 November 2026 in New York: 06:00 in Vienna. */
  const startsAt = fromZonedInput("2026-11-05T00:00", STUDIO_ZONE)!;

  beforeAll(async () => {
    owner = await createOwner(app.server.url, "zones");
    const call = <T>(method: string, path: string, body?: unknown) =>
      api<T>(app.server.url, owner.token, method, `merchant/${path}`, body);
    const business = await call<Record<string, unknown>>(
      "GET",
      "business-details/current",
    );
    await call("PUT", "business-details/current", {
      ...business,
      default_timezone: BUSINESS_ZONE,
    });
    const studio = await call<{ id: number }>("POST", "locations", {
      name: "New York studio",
      address_line1: "1 Broadway",
      city: "New York",
      timezone: STUDIO_ZONE,
      opening_hours: { mon: [{ start: "09:00", end: "18:00" }] },
    });
    const deal = await call<{ id: number }>("POST", "deals", {
      name,
      type: "promotion_code",
      code: `NY${Date.now().toString(36).toUpperCase()}`,
      discount_type: "percent",
      discount_pct: 10,
      applies_to: "all_services",
      location_ids: [studio.id],
      channels: "both",
      starts_at: startsAt,
      ends_at: fromZonedInput("2026-11-30T18:00", STUDIO_ZONE),
      usage_limit_total: 100,
      usage_limit_per_client: 1,
      status: "active",
    });
    dealId = deal.id;
  });

  it("shows and edits a New York deal in New York time, naming the zone", async () => {
    const { page, context, errors } = await app.newPage({
      timezoneId: "Asia/Tokyo",
    });
    await signIn(page, owner.email, owner.password);
    await page.goto("/deals");
    const row = page.locator("tbody tr").filter({ hasText: name });
    const shown = formatDateTime(startsAt, "en", {
      time: true,
      timeZone: STUDIO_ZONE,
      zoneName: true,
    });
    await expect.poll(() => row.innerText()).toContain(shown);
    expect(shown.replace(/\s/g, " ")).toBe("Nov 5, 2026, 12:00 AM EST");
    await expectHealthyScreen(page, "/deals (New York deal)");

    await page.goto(`/deals/${dealId}`);
    const start = page.getByLabel(/^starts/i);
    await expect.poll(() => start.inputValue()).toBe("2026-11-05T00:00");
    expect(
      await page
        .getByText("Times in Eastern Time, the location's time zone.")
        .first()
        .isVisible(),
    ).toBe(true);
    await start.fill("2026-11-06T09:30");
    const saved = page.waitForResponse((r) => r.request().method() === "PUT");
    await page.getByRole("button", { name: /^save$/i }).click();
    const body = (await (await saved).request().postDataJSON()) as {
      starts_at: string;
    };
    // 09:30 in New York, not in Vienna nor in Tokyo.
    expect(body.starts_at).toBe("2026-11-06T14:30:00.000Z");
    expect(errors, errors.join("\n")).toEqual([]);
    await context.close();
  });
});
