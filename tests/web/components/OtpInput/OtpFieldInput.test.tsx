import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  SaveButton,
  SimpleForm,
  Toolbar,
  minLength,
  required,
} from "react-admin";
import { describe, expect, it, vi } from "vitest";
import { OtpFieldInput } from "../../../../src/components/OtpInput";
import { renderWithLayoutAdmin } from "../../layout/settings/renderWithLayoutAdmin";

const renderForm = (onSubmit = vi.fn()) => {
  renderWithLayoutAdmin(
    <SimpleForm
      onSubmit={onSubmit}
      toolbar={
        <Toolbar>
          <SaveButton alwaysEnable />
        </Toolbar>
      }
    >
      <OtpFieldInput
        source="code"
        label="Verification code"
        numbersOnly
        validate={[required(), minLength(4)]}
      />
    </SimpleForm>,
  );
  return { onSubmit, user: userEvent.setup() };
};

describe("OtpFieldInput", () => {
  it("is labelled by its react-admin label and submits the code", async () => {
    const { onSubmit, user } = renderForm();
    expect(
      screen.getByRole("group", { name: /^Verification code/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText("Digit 1 of 4"));
    await user.keyboard("12x34");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ code: "1234" });
  });

  it("shows the validation error after a submit attempt", async () => {
    const { onSubmit, user } = renderForm();
    expect(screen.getByLabelText("Digit 1 of 4")).toHaveAttribute(
      "aria-invalid",
      "false",
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Required")).toBeInTheDocument();
    expect(screen.getByLabelText("Digit 1 of 4")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows a short code as invalid once dirty", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Required");
    await user.click(screen.getByLabelText("Digit 1 of 4"));
    await user.keyboard("12");
    expect(
      await screen.findByText("Must be 4 characters at least"),
    ).toBeInTheDocument();
    await user.keyboard("34");
    await waitFor(() =>
      expect(screen.getByLabelText("Digit 1 of 4")).toHaveAttribute(
        "aria-invalid",
        "false",
      ),
    );
  });
});
