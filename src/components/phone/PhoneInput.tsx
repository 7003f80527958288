import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import Box from "@mui/material/Box";
import { useInput, type Validator } from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { phoneNumberValidator } from "./phoneValidator";
import { useBusinessCountry } from "./useBusinessCountry";

export interface PhoneInputProps {
  source: string;
  /** The number input's id (the source by default). */
  id?: string;
  label?: string;
  validate?: Validator | Validator[];
  helperText?: string;
  /**
   * The form's country field (a location's, the business's own): national
   * numbers are typed for the country chosen there, the business's until
   * one is.
   */
  countrySource?: string;
}

// The phone metadata (about 25 KB compressed) loads with the first phone field.
const PhoneNumberInput = lazy(() => import("./PhoneNumberInput"));

const asArray = (v?: Validator | Validator[]) =>
  v === undefined ? [] : Array.isArray(v) ? v : [v];

/**
 * The one input for every phone and mobile number: a country picker (the
 * business's country by default, or the form's own country field, and
 * following a change of it until a country is picked here) and the number typed nationally or
 * internationally; the form sends it in E.164. The field belongs to the
 * form from the start, its check waiting for the phone rules, so a Save
 * before they have loaded checks the number too.
 */
export const PhoneInput = (props: PhoneInputProps) => {
  const business = useBusinessCountry();
  const inForm: unknown = useWatch({
    name: props.countrySource ?? "",
    disabled: !props.countrySource,
  });
  const home =
    typeof inForm === "string" && /^[A-Za-z]{2}$/.test(inForm)
      ? inForm.toUpperCase()
      : business;
  const [chosen, setChosen] = useState<string>();
  const country = chosen ?? home;
  const checkNumber = useMemo(() => phoneNumberValidator(country), [country]);
  const input = useInput({
    source: props.source,
    id: props.id,
    validate: [checkNumber, ...asArray(props.validate)],
  });
  // A message about the number names an example of the chosen country.
  const { trigger } = useFormContext();
  const checkedCountry = useRef(country);
  const { invalid } = input.fieldState;
  const { name } = input.field;
  useEffect(() => {
    if (checkedCountry.current === country) return;
    checkedCountry.current = country;
    if (invalid) void trigger(name);
  }, [country, invalid, trigger, name]);
  return (
    <Suspense fallback={<Box aria-busy="true" sx={{ minHeight: 64, mb: 1 }} />}>
      <PhoneNumberInput
        {...props}
        input={input}
        home={home}
        onCountry={setChosen}
      />
    </Suspense>
  );
};
