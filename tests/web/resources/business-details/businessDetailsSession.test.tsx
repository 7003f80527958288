import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  Form,
  RecordContextProvider,
  ResourceContextProvider,
} from "react-admin";
import { PhoneInput } from "../../../../src/components/phone";
import { MoneyField } from "../../../../src/components/money";
import { AppBar } from "../../../../src/layout/AppBar";
import { AppNotification } from "../../../../src/layout/AppNotification";
import { authProvider } from "../../../../src/providers/authProvider";
import { getCurrentUser } from "../../../../src/providers/currentUser";
import { BusinessDetailsPage } from "../../../../src/resources/business-details/BusinessDetailsPage";
import { signIn } from "../../support/builders";
import { renderWithAdmin } from "../../support/renderWithAdmin";
import {
  fileBlob,
  objectUrlsNameTheirFile,
} from "../../support/fileObjectUrls";

const STORED = {
  id: "current",
  business_name: "Lotus Spa",
  country_code: "DE",
  currency_code: "EUR",
  default_timezone: "Europe/Berlin",
  default_language: "en",
  prices_include_tax: true,
  email: null,
  phone: null,
  logo_path: "old-logo.png",
};

objectUrlsNameTheirFile();

/** The app's top bar, a price in a money field, the business-details form and its notices. */
const renderScreen = () => {
  let stored = { ...STORED };
  const getOne = vi.fn(async () => ({ data: stored }));
  // As the server does: a new logo file is stored under a new name.
  const update = vi.fn(
    async (_r: string, { data }: { data: Record<string, unknown> }) => {
      const { logo_path, ...rest } = data;
      stored = {
        ...stored,
        ...rest,
        ...(logo_path ? { logo_path: "new-logo.png" } : {}),
      } as typeof STORED;
      return { data: stored };
    },
  );
  const getFile = vi.fn(async (_r: string, { path }: { path: string }) =>
    fileBlob(decodeURIComponent(path)),
  );
  renderWithAdmin(
    <>
      <AppBar />
      <RecordContextProvider value={{ id: 1, price: 123450 }}>
        <MoneyField source="price" />
      </RecordContextProvider>
      <ResourceContextProvider value="clients">
        <Form>
          <PhoneInput source="mobile" />
        </Form>
      </ResourceContextProvider>
      <BusinessDetailsPage />
      <AppNotification />
    </>,
    { dataProvider: { getOne, update, getFile } as never, authProvider },
  );
  return { update };
};

const topBar = () => screen.getByRole("banner");

describe("saving business details", () => {
  it("shows the new name, logo, currency and country at once and keeps them for the next page load", async () => {
    signIn({
      business_name: "Lotus Spa",
      currency_code: "EUR",
      country_code: "DE",
    });
    localStorage.setItem("user_logo", "old-logo.png");
    const { update } = renderScreen();
    const user = userEvent.setup();

    const brand = await within(topBar()).findByTestId("business-brand");
    expect(brand).toHaveTextContent("Lotus Spa");
    expect(
      await within(brand).findByRole("img", { name: "Business logo" }),
    ).toHaveAttribute("src", "blob:old-logo.png");
    expect(screen.getByText("€1,234.50")).toBeInTheDocument();

    const name = await screen.findByDisplayValue("Lotus Spa");
    await user.clear(name);
    await user.type(name, "Lotus Day Spa");
    const currency = screen.getByRole("combobox", { name: /Currency/ });
    await user.clear(currency);
    await user.type(currency, "CHF");
    await user.click(await screen.findByRole("option", { name: /^CHF/ }));
    // The business's phone is typed for the country chosen in the form.
    const phoneCountry = await screen.findByRole("combobox", {
      name: "Phone: country",
    });
    const clientCountry = await screen.findByRole("combobox", {
      name: "Mobile: country",
    });
    expect(phoneCountry).toHaveValue("DE");
    const country = screen.getByRole("combobox", { name: /^Country/ });
    await user.clear(country);
    await user.type(country, "Switzerland");
    await user.click(
      within(await screen.findByRole("listbox")).getByRole("option", {
        name: /^Switzerland/,
      }),
    );
    await waitFor(() => expect(phoneCountry).toHaveValue("CH"));
    expect(clientCountry).toHaveValue("DE");
    await user.type(screen.getByLabelText("Phone"), "044 668 18 00");
    const fileInput =
      document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(
      fileInput,
      new File(["png"], "logo.png", { type: "image/png" }),
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({
      country_code: "CH",
      phone: "+41446681800",
    });

    await waitFor(() => expect(brand).toHaveTextContent("Lotus Day Spa"));
    // A phone field elsewhere proposes the new country from now on.
    await waitFor(() => expect(clientCountry).toHaveValue("CH"));
    await waitFor(() =>
      expect(
        within(brand).getByRole("img", { name: "Business logo" }),
      ).toHaveAttribute("src", "blob:new-logo.png"),
    );
    expect(await screen.findByText("CHF 1,234.50")).toBeInTheDocument();
    expect(screen.queryByText("€1,234.50")).not.toBeInTheDocument();
    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent("Business details saved");

    // What the next page load reads.
    expect(getCurrentUser()).toMatchObject({
      business_name: "Lotus Day Spa",
      currency_code: "CHF",
      country_code: "CH",
    });
    expect(localStorage.getItem("user_logo")).toBe("new-logo.png");
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({
      businessName: "Lotus Day Spa",
      logo: "new-logo.png",
    });
  });

  it("keeps the signed-in user's own name and token", async () => {
    signIn({ name: "Ada Owner", business_name: "Lotus Spa" });
    const token = getCurrentUser()!.token;
    renderScreen();
    const user = userEvent.setup();
    const name = await screen.findByDisplayValue("Lotus Spa");
    await user.clear(name);
    await user.type(name, "Lotus Day Spa");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(within(topBar()).getByTestId("business-brand")).toHaveTextContent(
        "Lotus Day Spa",
      ),
    );
    expect(getCurrentUser()).toMatchObject({
      name: "Ada Owner",
      token,
      role: 2,
      currency_code: "EUR",
    });
  });
});
