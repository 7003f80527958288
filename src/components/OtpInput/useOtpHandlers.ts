import { useRef } from "react";
import type {
  ChangeEvent,
  ClipboardEvent,
  FocusEvent,
  KeyboardEvent,
} from "react";
import { acceptKey, acceptPaste, fillFrom, setCell } from "./otpModel";
import type { OtpRules } from "./otpModel";

/** Keyboard, paste and focus behaviour of the boxes. */
export const useOtpHandlers = (
  cells: string[],
  commit: (next: string[]) => void,
  rules: OtpRules,
) => {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const last = cells.length - 1;

  const focus = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(index, last))];
    input?.focus();
    input?.select();
  };

  const write = (index: number, chars: string[]) => {
    commit(fillFrom(cells, index, chars));
    focus(index + chars.length);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const move: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: last,
    };
    if (event.key in move) {
      event.preventDefault();
      focus(move[event.key]);
    } else if (event.key === "Backspace") {
      event.preventDefault();
      const target = cells[index] || index === 0 ? index : index - 1;
      commit(setCell(cells, target, ""));
      focus(target);
    } else if (event.key === "Delete") {
      event.preventDefault();
      commit(setCell(cells, index, ""));
    } else if (event.key.length === 1) {
      // printable key: store it when allowed; a space or anything else is ignored
      event.preventDefault();
      const char = acceptKey(event.key, rules);
      if (char !== null) write(index, [char]);
    }
  };

  /** Input that bypassed keydown (mobile keyboards, one-time-code autofill). */
  const onChange =
    (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
      const raw = event.target.value;
      if (raw === "") return commit(setCell(cells, index, ""));
      const chars = acceptPaste(raw.replace(cells[index], ""), rules);
      if (chars) write(index, chars);
    };

  const onPaste = (index: number) => (event: ClipboardEvent) => {
    event.preventDefault();
    const chars = acceptPaste(event.clipboardData.getData("text"), rules);
    if (chars) write(index, chars);
  };

  const onFocus = (event: FocusEvent<HTMLInputElement>) =>
    event.target.select();

  const register = (index: number) => (element: HTMLInputElement | null) => {
    inputs.current[index] = element;
  };

  return { onKeyDown, onChange, onPaste, onFocus, register, focus };
};
