import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { CancellationReasonList } from "../../../../src/resources/cancellation-reasons/CancellationReasonList";
import { renderWithAdmin } from "../../support/renderWithAdmin";

/** Two reasons share a number (as after an import); the list shows them in the server's order. */
const reasons = [
  { id: 11, name: "Illness", initiated_by: "client", sort_order: 0 },
  { id: 12, name: "Weather", initiated_by: "any", sort_order: 0 },
  { id: 13, name: "Staff absent", initiated_by: "business", sort_order: 1 },
];

const renderList = () => {
  const getList = vi.fn(
    async (_r: string, { sort }: { sort: { field: string } }) => ({
      data:
        sort.field === "name"
          ? [...reasons].sort((a, b) => a.name.localeCompare(b.name))
          : reasons,
      total: reasons.length,
    }),
  );
  const update = vi.fn(
    async (_r: string, { id, data }: { id: number; data: object }) => ({
      data: { ...reasons.find((r) => r.id === id), ...data },
    }),
  );
  renderWithAdmin(
    <ResourceContextProvider value="cancellation-reasons">
      <CancellationReasonList />
    </ResourceContextProvider>,
    { dataProvider: { getList, update } as never },
  );
  return { getList, update };
};

const row = (name: string) => screen.getByText(name).closest("tr")!;

describe("CancellationReasonList ordering", () => {
  it("moves a reason down by renumbering the page and saving only what changed", async () => {
    const { getList, update } = renderList();
    const user = userEvent.setup();
    await screen.findByText("Weather");
    expect(
      within(row("Illness")).getByRole("button", { name: "Move up" }),
    ).toBeDisabled();
    await user.click(
      within(row("Illness")).getByRole("button", { name: "Move down" }),
    );
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    // New order Weather, Illness, Staff absent numbered 0, 1, 2: Weather keeps its 0.
    expect(update.mock.calls.map(([, p]) => [p.id, p.data])).toEqual([
      [11, { sort_order: 1 }],
      [13, { sort_order: 2 }],
    ]);
    // The list is read again so the new order shows.
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(1));
  });

  it("offers no moves while the list is sorted by another column", async () => {
    const { update } = renderList();
    const user = userEvent.setup();
    await screen.findByText("Weather");
    await user.click(screen.getByRole("button", { name: /^Sort by reason/ }));
    await waitFor(() =>
      expect(
        within(row("Illness")).getByRole("button", { name: "Move down" }),
      ).toBeDisabled(),
    );
    expect(
      within(row("Staff absent")).getByRole("button", { name: "Move up" }),
    ).toBeDisabled();
    expect(update).not.toHaveBeenCalled();
  });
});
