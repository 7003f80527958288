import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { serverAndBrowser } from "./support/serverAndBrowser";
import {
  createLocation,
  createOwner,
  expectNoConsoleErrors,
  signIn,
  snackbars,
  type Owner,
} from "./support/flows";
import {
  createStockProduct,
  createSupplier,
  type StockProduct,
} from "./support/inventory";
import { expectHealthyScreen } from "./support/screens";

/**
 * Issue 10 in the browser, on the real server: a purchase order created,
 * marked ordered, received partly then fully, with stock on hand following.
 */
describe("Purchase orders and stock on hand (browser)", () => {
  const app = serverAndBrowser({ DEMO_SEED: "0" });
  let owner: Owner;
  let argan: StockProduct;

  beforeAll(async () => {
    owner = await createOwner(app.server.url, "po");
    await createLocation(app.server.url, owner, "Main studio");
    const supplier = await createSupplier(app.server.url, owner);
    argan = await createStockProduct(app.server.url, owner, {
      name: "Argan oil",
      sku: "ARG-250",
      barcode: "5012345678900",
      supply_price: 450,
      supplier_id: supplier.id,
    });
  });

  /** The on-hand cell of the product's row on the stock-on-hand screen. */
  async function onHand(page: Page, product: string) {
    await page.goto("/products/stock-on-hand");
    // At Main studio: sign-up also made a first location.
    const row = page
      .getByRole("row")
      .filter({ hasText: product })
      .filter({ hasText: "Main studio" });
    await row.waitFor();
    // Columns: product, SKU, location, on hand, …
    return (await row.getByRole("cell").nth(3).innerText()).trim();
  }

  async function receive(page: Page, quantity?: number) {
    await page.getByRole("button", { name: "Receive", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: /^Receive PO-/ });
    const field = dialog.getByLabel("Arriving now: Argan oil");
    if (quantity !== undefined) await field.fill(String(quantity));
    await dialog.getByRole("button", { name: "Receive", exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
  }

  it("creates an order, marks it ordered, receives it partly then fully, and stock on hand follows", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(
      page,
      owner.email,
      owner.password,
      "/account/login?returnUrl=%2Fproducts%2Fpurchase-orders",
    );
    await page.waitForURL((url) => url.pathname === "/purchase-orders");
    await expectHealthyScreen(page, "/purchase-orders");
    expect(await onHand(page, "Argan oil")).toBe("0");
    await expectHealthyScreen(page, "/stock-levels");

    await page.goto("/purchase-orders/create");
    await page.getByLabel("Supplier *").fill("Argan");
    await page.getByRole("option", { name: "Argan & Co" }).click();
    await page.getByLabel("Deliver to *").fill("Main");
    await page.getByRole("option", { name: "Main studio" }).click();
    await page.getByRole("button", { name: "Add" }).click();
    await page.getByLabel("Product *").fill("Argan");
    await page.getByRole("option", { name: "Argan oil (ARG-250)" }).click();
    await page.getByLabel("Ordered qty *").fill("10");
    // The unit cost comes from the supply price; the totals follow as typed.
    await expect
      .poll(() => page.getByLabel("Unit cost").inputValue())
      .toBe("4.5");
    await page.getByText("Subtotal: €45.00").waitFor();
    await expectHealthyScreen(page, "/purchase-orders/create");
    await page.getByRole("button", { name: "Save" }).click();

    await page.waitForURL(/\/purchase-orders\/\d+\/show$/);
    await page.getByRole("heading", { name: /^PO-\d{6}$/ }).waitFor();
    await page.getByText("Draft", { exact: true }).waitFor();
    await expectHealthyScreen(page, "/purchase-orders/:id/show");
    const orderUrl = page.url();

    await page.getByRole("button", { name: "Mark as ordered" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: "Mark as ordered" })
      .click();
    await page.getByText("Ordered", { exact: true }).first().waitFor();
    await expect
      .poll(() => snackbars(page).innerText())
      .toMatch(/marked as ordered/);

    await receive(page, 4);
    await page.getByText("Partially received", { exact: true }).waitFor();
    expect(await onHand(page, "Argan oil")).toBe("4");

    await page.goto(orderUrl);
    await receive(page); // the outstanding 6 by default
    await page.getByText("Received", { exact: true }).first().waitFor();
    expect(await onHand(page, "Argan oil")).toBe("10");
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("asks before receiving more than ordered", async () => {
    const { page, context, errors } = await app.newPage();
    const { api } = await import("./support/flows");
    const order = await api<{ id: number; lines: { id: number }[] }>(
      app.server.url,
      owner.token,
      "POST",
      "merchant/purchase-orders",
      {
        supplier_id: (
          await api<{ id: number }[]>(
            app.server.url,
            owner.token,
            "GET",
            "merchant/suppliers",
          )
        )[0].id,
        location_id: (
          await api<{ id: number }[]>(
            app.server.url,
            owner.token,
            "GET",
            "merchant/locations",
          )
        )[0].id,
        lines: [{ product_id: argan.id, quantity_ordered: 2 }],
      },
    );
    await api(
      app.server.url,
      owner.token,
      "POST",
      `merchant/purchase-orders/${order.id}/order`,
    );
    // E-mailed to the supplier: the page shows it in the order's e-mail history.
    await api(
      app.server.url,
      owner.token,
      "POST",
      `merchant/purchase-orders/${order.id}/email`,
      { message: "Please confirm." },
    );
    await signIn(
      page,
      owner.email,
      owner.password,
      `/account/login?returnUrl=${encodeURIComponent(`/purchase-orders/${order.id}/show`)}`,
    );
    await page.getByText("Ordered", { exact: true }).first().waitFor();
    await page
      .getByRole("table", { name: "E-mails to the supplier" })
      .getByRole("row")
      .filter({ hasText: "orders@argan.example.com" })
      .filter({ hasText: "Please confirm." })
      .waitFor();
    // Checked before any dialog opens: a modal hides the page behind it.
    await expectHealthyScreen(page, "/purchase-orders/:id/show (ordered)");
    await page.getByRole("button", { name: "Receive", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: /^Receive PO-/ });
    await dialog.getByLabel("Arriving now: Argan oil").fill("3");
    await dialog.getByRole("button", { name: "Receive", exact: true }).click();
    await dialog
      .getByRole("alert")
      .filter({ hasText: "More than ordered is arriving for: Argan oil" })
      .waitFor();
    await dialog
      .getByRole("button", { name: "Yes, receive more than ordered" })
      .click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("Received", { exact: true }).first().waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
