import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import ae from "../../src/i18n/ae";
import { serverAndBrowser } from "./support/serverAndBrowser";
import {
  api,
  createLocation,
  createOwner,
  expectNoConsoleErrors,
  signIn,
  snackbars,
  type Owner,
} from "./support/flows";
import {
  addStock,
  createStockProduct,
  createSupplier,
} from "./support/inventory";
import { expectHealthyScreen } from "./support/screens";
import { sidewaysOverflow } from "./support/viewportChecks";

/**
 * Issue 10 in the browser, on the real server: a manual adjustment with a
 * reason and the product's history, a stock take counted with barcode
 * entry, and the stock screens on a phone in Arabic.
 */
describe("Stock on hand, adjustments and stock takes (browser)", () => {
  const app = serverAndBrowser({ DEMO_SEED: "0" });
  let owner: Owner;
  let locationId: number;

  beforeAll(async () => {
    owner = await createOwner(app.server.url, "stock");
    const location = await createLocation(app.server.url, owner, "Main studio");
    locationId = location.id;
    const supplier = await createSupplier(app.server.url, owner);
    const argan = await createStockProduct(app.server.url, owner, {
      name: "Argan oil",
      sku: "ARG-250",
      barcode: "5012345678900",
      supply_price: 450,
      supplier_id: supplier.id,
    });
    const clay = await createStockProduct(app.server.url, owner, {
      name: "Clay mask",
      sku: "CLAY-1",
      barcode: "4000000000017",
      supply_price: 300,
      supplier_id: supplier.id,
    });
    await addStock(app.server.url, owner, argan.id, location.id, 10);
    await addStock(app.server.url, owner, clay.id, location.id, 5);
  });

  /** The product's row at Main studio (sign-up also made a first location). */
  const row = (page: Page, product: string) =>
    page
      .getByRole("row")
      .filter({ hasText: product })
      .filter({ hasText: "Main studio" });

  /** The on-hand cell of the product's row (product, SKU, location, on hand, …). */
  async function onHand(page: Page, product: string) {
    await page.goto("/products/stock-on-hand");
    await row(page, product).waitFor();
    return (
      await row(page, product).getByRole("cell").nth(3).innerText()
    ).trim();
  }

  it("adjusts stock with a reason and shows it in the product's history", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(
      page,
      owner.email,
      owner.password,
      "/account/login?returnUrl=%2Fproducts%2Fstock-on-hand",
    );
    await page.waitForURL((url) => url.pathname === "/stock-levels");
    await row(page, "Argan oil").waitFor();
    await expectHealthyScreen(page, "/stock-levels");

    await page
      .getByRole("button", { name: "Adjust stock: Argan oil at Main studio" })
      .click();
    const dialog = page.getByRole("dialog", {
      name: "Adjust stock: Argan oil at Main studio",
    });
    await dialog.getByLabel("Adjustment *").click();
    await page.getByRole("option", { name: "Internal use" }).click();
    await dialog.getByLabel("Quantity *").fill("2");
    await dialog.getByText("On hand after saving: 8").waitFor();
    // No reason: refused on the form, nothing sent.
    await dialog
      .getByRole("button", { name: "Adjust stock", exact: true })
      .click();
    await dialog.getByText("Give a reason for the adjustment").waitFor();
    await dialog.getByLabel("Reason *").fill("Used in the treatment room");
    await dialog
      .getByRole("button", { name: "Adjust stock", exact: true })
      .click();
    await dialog.waitFor({ state: "hidden" });
    await expect
      .poll(() => snackbars(page).innerText())
      .toContain("Stock adjusted: Argan oil, on hand 8");
    await expect
      .poll(async () =>
        (
          await row(page, "Argan oil").getByRole("cell").nth(3).innerText()
        ).trim(),
      )
      .toBe("8");

    await page
      .getByRole("link", { name: "History: Argan oil at Main studio" })
      .click();
    await page.waitForURL((url) => url.pathname === "/stock-movements");
    const newest = page.getByRole("row").nth(1);
    await newest.filter({ hasText: "Internal use" }).waitFor();
    await expect
      .poll(() => newest.innerText())
      .toContain("Used in the treatment room");
    expect(await newest.innerText()).toContain("-2");
    // Only this product's rows, newest first: the opening increase below.
    await page
      .getByRole("row")
      .nth(2)
      .filter({ hasText: "Increase" })
      .waitFor();
    expect(
      await page.getByRole("row").filter({ hasText: "Clay mask" }).count(),
    ).toBe(0);
    await expectHealthyScreen(page, "/stock-movements");
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("runs a stock take with barcode entry and completes it", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(
      page,
      owner.email,
      owner.password,
      "/account/login?returnUrl=%2Fproducts%2Fstock-takes",
    );
    await page.waitForURL((url) => url.pathname === "/stock-takes");
    await expectHealthyScreen(page, "/stock-takes");
    await page.getByRole("link", { name: "Start stock take" }).click();
    await page.getByLabel("Location *").fill("Main");
    await page.getByRole("option", { name: "Main studio" }).click();
    await expectHealthyScreen(page, "/stock-takes/create");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/stock-takes\/\d+\/show$/);

    const scan = page.getByLabel("Scan or type barcode / SKU");
    await expect
      .poll(() => scan.evaluate((el) => el === document.activeElement))
      .toBe(true);
    await expectHealthyScreen(page, "/stock-takes/:id/show (count)");

    // One short of what the snapshot expects (the adjustment test may have run first).
    const expected = Number(
      await page
        .getByRole("row")
        .filter({ hasText: "Argan oil" })
        .getByRole("cell")
        .nth(1)
        .innerText(),
    );
    const counted = String(expected - 1);
    await page.keyboard.type("5012345678900");
    await page.keyboard.press("Enter");
    const arganCount = page.getByLabel("Counted: Argan oil");
    await expect
      .poll(() => arganCount.evaluate((el) => el === document.activeElement))
      .toBe(true);
    await page.keyboard.type(counted);
    await page.keyboard.press("Enter");
    // Saved on the server: its count of counted lines moves.
    await page.getByText("1 of 2 counted").waitFor();
    await expect
      .poll(() => scan.evaluate((el) => el === document.activeElement))
      .toBe(true);

    await page.keyboard.type("clay-1");
    await page.keyboard.press("Enter");
    await page.keyboard.type("5");
    await page.keyboard.press("Enter");
    await page.getByText("2 of 2 counted").waitFor();

    // Save and resume: the counts come back from the server.
    await page.reload();
    await expect
      .poll(() => page.getByLabel("Counted: Argan oil").inputValue())
      .toBe(counted);

    await page.getByRole("button", { name: "Complete", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: /^Complete ST-\d{6}\?$/ });
    await confirm
      .getByRole("button", { name: "Complete", exact: true })
      .click();
    await page.getByText("Completed", { exact: true }).first().waitFor();
    await page.getByText(/Variance \(units\): -1/).waitFor();
    expect(await page.getByLabel("Scan or type barcode / SKU").count()).toBe(0);
    await expectHealthyScreen(page, "/stock-takes/:id/show (completed)");
    expect(await onHand(page, "Argan oil")).toBe(counted);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("a sale made through the API shows in the sales history; a partial refund with restock puts the unit back on the shelf", async () => {
    const supplier = await createSupplier(app.server.url, owner, "Rose & Co");
    const rose = await createStockProduct(app.server.url, owner, {
      name: "Rose water",
      sku: "ROSE-1",
      barcode: "4000000000024",
      supply_price: 400,
      supplier_id: supplier.id,
    });
    await addStock(app.server.url, owner, rose.id, locationId, 10);
    const types = await api<{ id: number; kind: string }[]>(
      app.server.url,
      owner.token,
      "GET",
      "merchant/payment-types",
    );
    const card = types.find((t) => t.kind === "card")!.id;
    // Two bottles at 8.00, paid by card: 8 left on the shelf.
    const sale = await api<{ id: number; invoice_number: string }>(
      app.server.url,
      owner.token,
      "POST",
      "merchant/sales",
      {
        location_id: locationId,
        items: [{ item_type: "product", item_id: rose.id, quantity: 2 }],
        payments: [{ payment_type_id: card, amount: 1600 }],
      },
    );
    const { page, context, errors } = await app.newPage();
    await signIn(
      page,
      owner.email,
      owner.password,
      "/account/login?returnUrl=%2Fsales%2Fsales-history",
    );
    await page.waitForURL((url) => url.pathname === "/sales");
    const saleRow = page
      .getByRole("row")
      .filter({ hasText: sale.invoice_number });
    await saleRow.filter({ hasText: "Paid" }).waitFor();
    await expectHealthyScreen(page, "/sales");
    await saleRow.getByText(sale.invoice_number).click();
    await page.waitForURL((url) => url.pathname === `/sales/${sale.id}/show`);
    await page.getByRole("button", { name: "Refund", exact: true }).click();
    const dialog = page.getByRole("dialog", {
      name: `Refund ${sale.invoice_number}`,
    });
    await dialog.getByLabel("Units to refund: Rose water").fill("1");
    await dialog.getByLabel("Put back in stock: Rose water").check();
    await dialog.getByRole("button", { name: "Refund", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await expect
      .poll(() => page.getByTestId("receipt-refunded_total").innerText())
      .toMatch(/8\.00/);
    await page.getByRole("heading", { name: "Refunds" }).waitFor();
    await expectHealthyScreen(page, "/sales/:id/show (refunded)");
    // The sale stays paid (a refund never edits it), one unit back in stock.
    const after = await api<{ status: string; refunded_total: number }>(
      app.server.url,
      owner.token,
      "GET",
      `merchant/sales/${sale.id}`,
    );
    expect(after).toMatchObject({ status: "paid", refunded_total: 800 });
    expect(await onHand(page, "Rose water")).toBe("9");
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("on a 375 px phone in Arabic the stock screens are right to left and fit the width", async () => {
    const { page, context, errors } = await app.newPage({
      width: 375,
      height: 812,
    });
    await signIn(
      page,
      owner.email,
      owner.password,
      "/account/login?returnUrl=%2Fproducts%2Fstock-on-hand",
    );
    // On a phone the language sits in the top bar's one menu.
    await page.getByRole("button", { name: "Language and display" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    for (const path of [
      "/stock-levels",
      "/stock-movements",
      "/purchase-orders",
      "/stock-takes",
      "/stock-takes/create",
      "/purchase-orders/create",
    ]) {
      await page.goto(path);
      // A full load fetches the Arabic catalogue again: slow on a busy machine.
      await page.waitForFunction(() => document.documentElement.dir === "rtl");
      await page.locator("#react-admin-title").waitFor();
      await expectHealthyScreen(page, `${path} (ae, 375 px)`, ae);
      expect(await sidewaysOverflow(page), path).toEqual([]);
    }
    // The compact stock row keeps its two actions reachable.
    await page.goto("/stock-levels");
    await page
      .getByRole("button", {
        name: ae.resources["stock-levels"].actions.adjust_for
          .replace("%{product}", "Argan oil")
          .replace("%{location}", "Main studio"),
      })
      .waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
