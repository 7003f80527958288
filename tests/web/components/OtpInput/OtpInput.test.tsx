import { useState } from "react";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { OtpInput } from "../../../../src/components/OtpInput";
import type { OtpInputProps } from "../../../../src/components/OtpInput";
import { renderWithLayoutAdmin } from "../../layout/settings/renderWithLayoutAdmin";

type Props = Omit<OtpInputProps, "value" | "onChange"> & { initial?: string };

/** A controlled OtpInput that shows its value. */
const Controlled = ({ initial = "", ...props }: Props) => {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue("")}>
        clear
      </button>
    </>
  );
};

const setup = (props: Props = {}) => {
  const user = userEvent.setup();
  renderWithLayoutAdmin(<Controlled {...props} />);
  const length = props.length ?? 4;
  const box = (n: number) =>
    screen.getByLabelText(`Digit ${n} of ${length}`) as HTMLInputElement;
  const value = () => screen.getByTestId("value").textContent;
  const boxes = () =>
    Array.from({ length }, (_, i) => box(i + 1).value).join("|");
  return { user, box, value, boxes };
};

describe("OtpInput keyboard", () => {
  it("renders labelled boxes, four by default, without focus", () => {
    const { box } = setup();
    expect(screen.getByRole("group", { name: "One-time code" })).toBeVisible();
    expect(screen.getAllByRole("textbox")).toHaveLength(4);
    expect(box(1)).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });

  it("fills the boxes while typing and moves to the next one", async () => {
    const { user, box, value } = setup();
    await user.click(box(1));
    await user.keyboard("1a");
    expect(box(3)).toHaveFocus();
    await user.keyboard("@Z");
    expect(value()).toBe("1a@Z");
    expect(box(4)).toHaveFocus();
  });

  it("rejects disallowed characters and ignores a space", async () => {
    const { user, box, value } = setup({ length: 6 });
    await user.click(box(1));
    await user.keyboard("& +.");
    expect(value()).toBe("");
    expect(box(1)).toHaveFocus();
    await user.keyboard("% *_");
    expect(value()).toBe("%*_");
    expect(box(4)).toHaveFocus();
  });

  it("takes only digits in numbers-only mode", async () => {
    const { user, box, value } = setup({ numbersOnly: true });
    expect(box(1)).toHaveAttribute("inputmode", "numeric");
    await user.click(box(1));
    await user.keyboard("1a2#3");
    expect(value()).toBe("123");
  });

  it("Backspace clears the current box, or moves back and clears", async () => {
    const { user, box, value, boxes } = setup({ initial: "123" });
    await user.click(box(4));
    await user.keyboard("{Backspace}");
    expect(value()).toBe("12");
    expect(box(3)).toHaveFocus();
    await user.click(box(2));
    await user.keyboard("{Backspace}");
    expect(boxes()).toBe("1|||");
    expect(box(2)).toHaveFocus();
  });

  it("Delete clears the current box and stays", async () => {
    const { user, box, boxes } = setup({ initial: "1234" });
    await user.click(box(2));
    await user.keyboard("{Delete}");
    expect(boxes()).toBe("1||3|4");
    expect(box(2)).toHaveFocus();
    await user.keyboard("9");
    expect(boxes()).toBe("1|9|3|4");
  });

  it("moves with the arrow keys and Tab", async () => {
    const { user, box } = setup();
    await user.click(box(2));
    await user.keyboard("{ArrowLeft}");
    expect(box(1)).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(box(1)).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(box(3)).toHaveFocus();
    await user.tab();
    expect(box(4)).toHaveFocus();
    await user.tab({ shift: true });
    expect(box(3)).toHaveFocus();
  });

  it("reloads the boxes when the parent resets the value", async () => {
    const { user, boxes } = setup({ initial: "12" });
    expect(boxes()).toBe("1|2||");
    await user.click(screen.getByRole("button", { name: "clear" }));
    expect(boxes()).toBe("|||");
  });
});

describe("OtpInput paste", () => {
  it("strips spaces and fills from the focused box", async () => {
    const { user, box, boxes } = setup({ length: 6 });
    await user.click(box(2));
    await user.paste(" 12 34 ");
    expect(boxes()).toBe("|1|2|3|4|");
    expect(box(6)).toHaveFocus();
  });

  it("drops what does not fit", async () => {
    const { user, box, boxes } = setup();
    await user.click(box(3));
    await user.paste("789");
    expect(boxes()).toBe("||7|8");
  });

  it("refuses a mixed paste in numbers-only mode", async () => {
    const { user, box, value } = setup({ numbersOnly: true });
    await user.click(box(1));
    await user.paste("12a4");
    expect(value()).toBe("");
    await user.paste("1 2 3 4");
    expect(value()).toBe("1234");
  });

  it("distributes a multi-character change (autofill) like a paste", () => {
    const { box, value } = setup({ numbersOnly: true });
    fireEvent.change(box(1), { target: { value: "4321" } });
    expect(value()).toBe("4321");
  });
});

describe("OtpInput options", () => {
  it("applies the letter case to typed and pasted characters", async () => {
    const upper = setup({ letterCase: "upper" });
    await upper.user.click(upper.box(1));
    await upper.user.keyboard("ab");
    await upper.user.paste("c-");
    expect(upper.value()).toBe("AB" + "C-");
  });

  it("lower-cases in lower mode", async () => {
    const { user, box, value } = setup({ letterCase: "lower" });
    await user.click(box(1));
    await user.paste("XyZ1");
    expect(value()).toBe("xyz1");
  });

  it("masks the characters in password mode", async () => {
    const { user, box, value } = setup({ password: true });
    expect(box(1)).toHaveAttribute("type", "password");
    expect(screen.queryAllByRole("textbox")).toHaveLength(0);
    await user.click(box(1));
    await user.keyboard("9");
    expect(value()).toBe("9");
  });

  it("renders the separator between boxes and the placeholder", () => {
    const { box } = setup({ length: 3, separator: "–", placeholder: "○" });
    expect(screen.getAllByText("–")).toHaveLength(2);
    expect(box(2)).toHaveAttribute("placeholder", "○");
  });

  it("focuses the first box with autoFocus", () => {
    const { box } = setup({ autoFocus: true });
    expect(box(1)).toHaveFocus();
  });
});

describe("OtpInput error styling", () => {
  it("waits until the invalid value is dirty", async () => {
    const { user, box } = setup({ invalid: true });
    expect(box(1)).toHaveAttribute("aria-invalid", "false");
    await user.click(box(1));
    expect(box(1)).toHaveAttribute("aria-invalid", "false");
    await user.keyboard("1");
    expect(box(1)).toHaveAttribute("aria-invalid", "true");
  });

  it("waits until the invalid value is touched (focus left the group)", async () => {
    const onBlur = vi.fn();
    const { user, box } = setup({ invalid: true, onBlur });
    await user.click(box(1));
    await user.tab();
    expect(box(1)).toHaveAttribute("aria-invalid", "false");
    expect(onBlur).not.toHaveBeenCalled();
    await user.click(document.body);
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(box(4)).toHaveAttribute("aria-invalid", "true");
  });

  it("never shows for a valid value", async () => {
    const { user, box } = setup();
    await user.click(box(1));
    await user.keyboard("1");
    await user.click(document.body);
    expect(box(1)).toHaveAttribute("aria-invalid", "false");
  });
});
