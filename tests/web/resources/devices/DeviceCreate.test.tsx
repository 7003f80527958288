import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DeviceCreate } from "../../../../src/resources/devices/DeviceCreate";
import { echoWrite } from "../../support/fakeReads";
import {
  renderCreateView,
  saveAndSeeRefusal,
  serverRefusal,
} from "../../support/formViews";

const renderCreate = (create: ReturnType<typeof vi.fn>) =>
  renderCreateView("devices", <DeviceCreate />, {
    create,
    lookups: {
      // Two: with one, it would be chosen already.
      locations: [
        { id: 3, name: "Central" },
        { id: 8, name: "Riverside" },
      ],
    },
  });

async function fill(serial: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Name *"), " Front desk ");
  await user.type(screen.getByLabelText("Serial number"), serial);
  await user.click(screen.getByRole("combobox", { name: "Location" }));
  await user.click(await screen.findByRole("option", { name: "Central" }));
  return user;
}

describe("DeviceCreate", () => {
  it("sends the device with its pairing time as an instant", async () => {
    const create = echoWrite();
    renderCreate(create);
    const user = await fill("SN-0042/A");
    await user.click(screen.getByRole("combobox", { name: "Type" }));
    await user.click(await screen.findByRole("option", { name: "Tablet" }));
    fireEvent.change(screen.getByLabelText("Paired"), {
      target: { value: "2026-03-02T08:30" },
    });
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toEqual({
      name: "Front desk",
      type: "tablet",
      serial_number: "SN-0042/A",
      location_id: 3,
      status: "active",
      paired_at: new Date(2026, 2, 2, 8, 30).toISOString(),
    });
  });

  it("refuses a serial number with other characters", async () => {
    const create = vi.fn();
    renderCreate(create);
    const user = await fill("SN#42");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "Use letters, digits, spaces and - . _ : / only.",
      ),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("requires a location", async () => {
    const create = vi.fn();
    renderCreate(create);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name *"), "Printer");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(
        screen.getByRole("combobox", { name: "Location" }),
      ).toHaveAccessibleDescription("This value is required."),
    );
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the server's refusal on the field it names", async () => {
    const message = "Another device already has this name.";
    const create = serverRefusal("name", message);
    renderCreate(create);
    const user = await fill("SN-0042");
    await saveAndSeeRefusal(user, create, "Name *", message);
  });
});
