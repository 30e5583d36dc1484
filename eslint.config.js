import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "test-results/", "playwright-report/", "data/", "drizzle/meta/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      eqeqeq: ["error", "smart"],
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // One validated place reads the environment; the rest of the app receives a Config.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/server/config.ts", "src/testing/**", "src/**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through src/server/config.ts." },
      ],
    },
  },
  {
    // Bulletproof React: features do not import from each other; shared code lives in lib/ and components/.
    files: ["src/client/shop/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        // A sibling feature is exactly one "../" away; shared code is two or more.
        {
          patterns: [
            {
              regex: "^\\.\\./(?!\\.\\./)",
              message: "Do not import across features; move shared code to src/client/lib or components.",
            },
          ],
        },
      ],
    },
  },
);
