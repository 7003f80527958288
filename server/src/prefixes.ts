/** Where the API lives, and its public OpenAPI pages. */
export const API_PREFIX = "/wellness";
export const DOCS_PREFIX = `${API_PREFIX}/docs`;
