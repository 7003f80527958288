import { useEffect, useMemo, useRef, useState, type ChangeEvent } from "react";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import {
  FieldTitle,
  InputHelperText,
  type UseInputValue,
  useLocale,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
} from "react-admin";
import type { CountryCode } from "libphonenumber-js/min";
import { localeInfo } from "../../i18n/locales";
import {
  countryOptions,
  describeStored,
  exampleFor,
  isCountryCode,
  parseTyped,
} from "./phoneNumbers";
import type { PhoneInputProps } from "./PhoneInput";

export interface PhoneNumberInputProps extends PhoneInputProps {
  /** The form field, registered (with its check) by PhoneInput before this chunk loads. */
  input: UseInputValue;
  /** The country national numbers are read in until one is picked here. */
  home: string;
  /** Told the country chosen in the field (its check's example follows it). */
  onCountry: (country: string) => void;
}

/**
 * A phone number typed nationally for the chosen country (the business's
 * by default) or internationally; the form holds it in E.164, or as typed
 * while it is not a valid number (then the field says so, with an example
 * of the chosen country).
 */
const PhoneNumberInput = ({
  source,
  label,
  helperText,
  input: { id, field, fieldState, isRequired },
  home,
  onCountry,
}: PhoneNumberInputProps) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const tag = localeInfo(useLocale()).tag;
  const fallback: CountryCode = isCountryCode(home) ? home : "GB";
  const [shown, setShown] = useState<{ country: CountryCode; text: string }>();
  const country = shown?.country ?? fallback;
  useEffect(() => onCountry(country), [country, onCountry]);
  // What the input shows is derived from the stored value until the user
  // types; a value set from outside (a reset, a loaded record) is shown afresh.
  // A new home country (the business's or the form's, changed) is taken up
  // unless a country was picked here.
  const emitted = useRef<unknown>(undefined);
  const picked = useRef(false);
  const lastHome = useRef(fallback);
  useEffect(() => {
    const homeMoved = lastHome.current !== fallback;
    lastHome.current = fallback;
    if (homeMoved && !picked.current) {
      setShown(describeStored(field.value, fallback));
      return;
    }
    if (emitted.current !== undefined && field.value === emitted.current)
      return;
    emitted.current = field.value;
    setShown((now) => describeStored(field.value, now?.country ?? fallback));
  }, [field.value, fallback]);
  const text = shown?.text ?? describeStored(field.value, fallback).text;
  const emit = (typed: string, chosen: CountryCode) => {
    const blank = typed.trim() === "";
    const parsed = blank ? null : parseTyped(typed, chosen);
    const next =
      parsed?.country && typed.trim().startsWith("+") ? parsed.country : chosen;
    const value = blank ? "" : (parsed?.e164 ?? typed);
    setShown({ country: next, text: typed });
    emitted.current = value;
    field.onChange(value);
  };

  const options = useMemo(() => countryOptions(tag), [tag]);
  const example = exampleFor(country);
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Box
      sx={{ display: "flex", flexWrap: "wrap", columnGap: 1 }}
      className="ra-input"
    >
      <TextField
        select
        size="small"
        id={`${id}-country`}
        label={translate("app.phone.country", {
          field: translateLabel({ label, source, resource }),
        })}
        value={country}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          picked.current = true;
          emit(text, e.target.value as CountryCode);
        }}
        slotProps={{ select: { native: true } }}
        sx={{ width: "11rem", mb: 2.5 }}
      >
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {`${o.name} +${o.calling}`}
          </option>
        ))}
      </TextField>
      <TextField
        id={id}
        name={field.name}
        inputRef={field.ref}
        type="tel"
        size="small"
        autoComplete="tel"
        label={
          <FieldTitle label={label} source={source} isRequired={isRequired} />
        }
        value={text}
        onChange={(e) => emit(e.target.value, country)}
        onBlur={field.onBlur}
        error={!!error}
        placeholder={example}
        helperText={
          <InputHelperText
            error={error}
            helperText={
              helperText ??
              (example
                ? translate("app.phone.example", { example })
                : undefined)
            }
          />
        }
        slotProps={{ htmlInput: { dir: "ltr" } }}
        sx={{ flex: "1 1 12rem", minWidth: "12rem" }}
      />
    </Box>
  );
};

export default PhoneNumberInput;
