/** React-admin's own English messages (`ra.*`). */
export { default } from "ra-language-english";
