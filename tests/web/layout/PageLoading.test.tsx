import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageLoading } from "../../../src/layout/PageLoading";
import { renderWithAdmin } from "../support/renderWithAdmin";

describe("PageLoading", () => {
  it("shows nothing for a second, then a spinner named like its heading", async () => {
    renderWithAdmin(<PageLoading />);
    expect(screen.queryByRole("progressbar")).toBeNull();
    const spinner = await screen.findByRole("progressbar", { name: "Loading" });
    expect(spinner).toBeVisible();
    expect(
      screen.getByRole("heading", { level: 5, name: "Loading" }),
    ).toBeVisible();
  });
});
