import { TextInput, type TextInputProps } from "react-admin";

/** The colour a new record starts with (a calm purple, legible on white). */
export const DEFAULT_COLOUR = "#8E24AA";

const COLOUR = /^#[0-9A-Fa-f]{6}$/;

/**
 * A colour picker (`<input type="color">`). A browser shows an empty value
 * as black and warns that "" is not a colour: a new record starts with
 * DEFAULT_COLOUR, and a record without one shows it too until it is chosen.
 */
export const ColourInput = (props: TextInputProps) => (
  <TextInput
    type="color"
    defaultValue={DEFAULT_COLOUR}
    format={(value: unknown) =>
      typeof value === "string" && COLOUR.test(value) ? value : DEFAULT_COLOUR
    }
    sx={{ width: 160 }}
    {...props}
  />
);
