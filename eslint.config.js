import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import path from "node:path";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;

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
    // A promise nobody awaits loses its rejection; the type checker is what can tell a promise apart.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    plugins: { "import-x": importX },
    settings: {
      // Without this, import-x reads only .js modules and no-cycle never sees our TypeScript.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // The layers (docs/architecture.md): each zone's `target` may not import from its `from`.
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [
            {
              target: "src/domain",
              from: "src",
              except: ["./domain"],
              message: "The domain is pure: it imports nothing of ours.",
            },
            {
              target: "src/contracts",
              from: "src",
              except: ["./contracts", "./domain"],
              message: "Contracts import only the domain.",
            },
            {
              target: "src/server/services",
              from: ["src/server/routes", "src/server/plugins", "src/server/jobs"],
              message: "Services are called by routes, plugins and jobs, never the other way round.",
            },
            {
              target: "src/server/jobs",
              from: ["src/server/routes", "src/server/plugins"],
              message: "Jobs are run by the jobs plugin; they call services, never routes or plugins.",
            },
            {
              target: "src/server/db",
              from: "src/server/services",
              message: "The database layer sits below the services.",
            },
            {
              target: "src/client",
              from: ["src/server", "src/testing"],
              message: "The client shares code with the server only through src/contracts and src/domain.",
            },
            {
              target: ["src/client/lib", "src/client/components"],
              from: ["src/client/shop", "src/client/admin"],
              message: "Shared client code never imports a feature; move what both need into lib/ or components/.",
            },
            {
              target: "src/client/shop",
              from: "src/client/admin",
              message: "The shop never imports the back office.",
            },
            {
              target: "src/client/admin/components",
              from: ["src/client/admin/*/**/*"],
              except: [path.join(root, "src/client/admin/components/**")],
              message: "Shared back-office code never imports an admin area.",
            },
          ],
        },
      ],
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
  {
    // The same for the back office's areas (src/client/admin/<area>/); what areas share lives in
    // src/client/admin's own files or its components/ folder.
    files: ["src/client/admin/*/**/*.{ts,tsx}"],
    ignores: ["src/client/admin/components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./(?!\\.\\./|components/)[^/]+/",
              message: "Do not import across admin areas; move shared code to src/client/admin or its components.",
            },
          ],
        },
      ],
    },
  },
);
