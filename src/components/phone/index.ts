export { PhoneInput, type PhoneInputProps } from "./PhoneInput";
export { PhoneField, type PhoneFieldProps } from "./PhoneField";
export { usePhoneFormat, type ShownPhone } from "./usePhoneFormat";
export { useBusinessCountry } from "./useBusinessCountry";
