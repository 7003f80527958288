export { PhoneInput, type PhoneInputProps } from "./PhoneInput";
export { useBusinessCountry } from "./useBusinessCountry";
