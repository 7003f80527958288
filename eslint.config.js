import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import reactRefresh from "eslint-plugin-react-refresh";
import prettier from "eslint-config-prettier";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "server/dist",
      "data",
      "node_modules",
      "coverage",
      "scratch",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "react-hooks": reactHooks, "react-refresh": reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-refresh/only-export-components": [
        "warn",
        { allowConstantExport: true },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@mui/icons-material",
              message: "Import each icon from its own module.",
            },
          ],
          patterns: [
            {
              // Only the pure code both builds compile (server/src/shared).
              regex: "(^|/)server/(?!src/shared(/|$))",
              message:
                "src/ must not import server/ (except server/src/shared).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/src/resources/**",
                "**/src/providers/**",
                "**/src/layout/**",
              ],
              message: "server/ must not import the SPA.",
            },
          ],
        },
      ],
    },
  },
  {
    // Pure TypeScript compiled by both builds: no packages, no Node, no DOM.
    files: ["server/src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!\\.)|^\\.\\./\\.\\./",
              message:
                "server/src/shared/ imports only its own files: the SPA compiles it too.",
            },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        "process",
        "Buffer",
        "window",
        "document",
        "localStorage",
      ],
    },
  },
  {
    files: ["tests/**/*.{ts,tsx}", "bench/**/*.ts", "scripts/**/*.{ts,mjs}"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "no-console": "off",
    },
  },
  {
    // A test waits for a condition, never for a fixed time, and takes its
    // timeouts from tests/support/timeouts.ts (issue 21).
    files: ["tests/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            "Wait for a condition (a locator, a response, expect.poll), not for a fixed time.",
        },
        {
          selector:
            "CallExpression[callee.name=/^(describe|it|test)$/] > ObjectExpression > Property[key.name='timeout']",
          message:
            "Tests take their timeouts from tests/support/timeouts.ts, not their own.",
        },
        {
          selector:
            "CallExpression[callee.object.name=/^(describe|it|test)$/] > ObjectExpression > Property[key.name='timeout']",
          message:
            "Tests take their timeouts from tests/support/timeouts.ts, not their own.",
        },
        {
          selector:
            "CallExpression[callee.name='configure'] > ObjectExpression > Property[key.name='asyncUtilTimeout']",
          message:
            "How long findBy/waitFor wait is set once, in tests/web/setup.ts.",
        },
      ],
    },
  },
  prettier,
);
