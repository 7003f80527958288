import { lazy, Suspense } from "react";
import Box from "@mui/material/Box";
import type { Validator } from "react-admin";

export interface PhoneInputProps {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  helperText?: string;
}

// The phone metadata (about 20 KB compressed) loads with the first phone field.
const PhoneNumberInput = lazy(() => import("./PhoneNumberInput"));

/**
 * The one input for every phone and mobile number: a country picker (the
 * business's country by default) and the number typed nationally or
 * internationally; the form sends it in E.164.
 */
export const PhoneInput = (props: PhoneInputProps) => (
  <Suspense fallback={<Box aria-busy="true" sx={{ minHeight: 64, mb: 1 }} />}>
    <PhoneNumberInput {...props} />
  </Suspense>
);
