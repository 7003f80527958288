import { describe, expect, it } from "vitest";
import { serverAndBrowser } from "./support/serverAndBrowser";
import { api, signIn } from "./support/flows";
import {
  formatDateTime,
  fromZonedInput,
} from "../../src/components/dates/dateTimeFormat";

/**
 * Issue 12: a deal's times are shown and typed on the business's clock,
 * not the browser's. The demo business's deal starts at midnight of its
 * own zone; the browser runs on another continent's clock.
 */

const app = serverAndBrowser({ DEMO_SEED: "1" });

async function ownerToken(url: string) {
  const login = await fetch(`${url}/wellness/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: "demo@example.com",
      password: "DemoPass#2026",
    }),
  });
  return ((await login.json()) as { data: string }).data;
}

describe("dates and times", () => {
  it("shows and edits a deal's start on the business's clock when the browser is elsewhere", async () => {
    const { url } = app.server;
    const token = await ownerToken(url);
    const business = await api<{ default_timezone: string }>(
      url,
      token,
      "GET",
      "merchant/business-details/current",
    );
    const zone = business.default_timezone;
    const browserZone =
      zone === "America/Los_Angeles" ? "Asia/Tokyo" : "America/Los_Angeles";
    const [location] = await api<{ id: number }[]>(
      url,
      token,
      "GET",
      "merchant/locations/options",
    );
    const [service] = await api<{ id: number }[]>(
      url,
      token,
      "GET",
      'merchant/services?range=[0,0]&sort=["id","ASC"]',
    );
    const startsAt = fromZonedInput("2026-11-05T00:00", zone)!;
    const name = `Midnight ${Date.now()}`;
    const deal = await api<{ id: number }>(
      url,
      token,
      "POST",
      "merchant/deals",
      {
        name,
        type: "promotion_code",
        code: `MID${Date.now().toString(36).toUpperCase()}`,
        discount_type: "percent",
        discount_pct: 10,
        applies_to: "selected_services",
        service_ids: [service.id],
        location_ids: [location.id],
        channels: "both",
        starts_at: startsAt,
        ends_at: fromZonedInput("2026-11-30T18:00", zone),
        usage_limit_total: 100,
        usage_limit_per_client: 1,
        status: "active",
      },
    );

    const { page, context, errors } = await app.newPage({
      timezoneId: browserZone,
    });
    await signIn(page, "demo@example.com", "DemoPass#2026");
    await page.goto("/deals");
    await page.getByPlaceholder(/^search$/i).fill(name);
    const row = page.locator("tbody tr").filter({ hasText: name });
    await expect
      .poll(() => row.innerText())
      .toContain(
        formatDateTime(startsAt, "en", { time: true, timeZone: zone }),
      );
    expect(await row.innerText()).toContain("Nov 5, 2026, 12:00 AM");

    await page.goto(`/deals/${deal.id}`);
    const start = page.getByLabel(/^starts/i);
    await expect.poll(() => start.inputValue()).toBe("2026-11-05T00:00");
    // Typed on the business's clock, saved as that instant.
    await start.fill("2026-11-06T09:30");
    const saved = page.waitForResponse((r) => r.request().method() === "PUT");
    await page.getByRole("button", { name: /^save$/i }).click();
    const body = (await (await saved).request().postDataJSON()) as {
      starts_at: string;
    };
    expect(body.starts_at).toBe(fromZonedInput("2026-11-06T09:30", zone));
    expect(errors, errors.join("\n")).toEqual([]);
    await context.close();
  });
});
