/**
 * Proves the lint rules that hold the architecture actually fire: planted files that break a layer rule, form an
 * import cycle or drop a promise must each make ESLint report the rule. The files are written inside the repo, so
 * eslint.config.js and tsconfig.json apply to them exactly as to real code, and are removed afterwards.
 */
import { ESLint } from "eslint";
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const id = `lint-fixture-${randomUUID().slice(0, 8)}`;
const at = (template: string) => path.join(root, template.replaceAll("{id}", id));

const RESTRICTED_PATHS = "import-x/no-restricted-paths";
const CROSS_FEATURE = "no-restricted-imports";

/** `importer` imports `imported`; `rule` is the rule that must report it, or null when the import is allowed. */
type ImportCase = { name: string; importer: string; imported: string; rule: string | null };

const importCases: ImportCase[] = [
  {
    name: "domain imports server",
    importer: "src/domain/{id}/a.ts",
    imported: "src/server/{id}/target.ts",
    rule: RESTRICTED_PATHS,
  },
  {
    name: "domain imports contracts",
    importer: "src/domain/{id}/b.ts",
    imported: "src/contracts/{id}/target.ts",
    rule: RESTRICTED_PATHS,
  },
  {
    name: "contracts import server",
    importer: "src/contracts/{id}/a.ts",
    imported: "src/server/{id}/target.ts",
    rule: RESTRICTED_PATHS,
  },
  {
    name: "contracts import client",
    importer: "src/contracts/{id}/b.ts",
    imported: "src/client/lib/{id}/target.ts",
    rule: RESTRICTED_PATHS,
  },
  {
    name: "services import routes",
    importer: "src/server/services/{id}/a.ts",
    imported: "src/server/routes/{id}/target.ts",
    rule: RESTRICTED_PATHS,
  },
  {
    name: "services import plugins",
    importer: "src/server/services/{id}/b.ts",
    imported: "src/server/plugins/{id}/target.ts",
    rule: RESTRICTED_PATHS,
  },
  {
    name: "db imports services",
    importer: "src/server/db/{id}/a.ts",
    imported: "src/server/services/{id}/target.ts",
    rule: RESTRICTED_PATHS,
  },
  {
    name: "client imports server",
    importer: "src/client/{id}/a.ts",
    imported: "src/server/{id}/target.ts",
    rule: RESTRICTED_PATHS,
  },
  {
    name: "client imports testing",
    importer: "src/client/{id}/b.ts",
    imported: "src/testing/{id}/target.ts",
    rule: RESTRICTED_PATHS,
  },
  {
    name: "client lib imports a shop feature",
    importer: "src/client/lib/{id}/a.ts",
    imported: "src/client/shop/{id}/target.ts",
    rule: RESTRICTED_PATHS,
  },
  {
    name: "client components import an admin area",
    importer: "src/client/components/{id}/a.ts",
    imported: "src/client/admin/{id}/target.ts",
    rule: RESTRICTED_PATHS,
  },
  {
    name: "the shop imports the back office",
    importer: "src/client/shop/{id}/a.ts",
    imported: "src/client/admin/{id}/target.ts",
    rule: RESTRICTED_PATHS,
  },
  {
    name: "shared admin components import an admin area",
    importer: "src/client/admin/components/{id}/a.ts",
    imported: "src/client/admin/{id}/target.ts",
    rule: RESTRICTED_PATHS,
  },
  {
    name: "a shop feature imports another feature",
    importer: "src/client/shop/{id}/b.ts",
    imported: "src/client/shop/{id}-other/target.ts",
    rule: CROSS_FEATURE,
  },
  {
    name: "an admin area imports another area",
    importer: "src/client/admin/{id}/a.ts",
    imported: "src/client/admin/{id}-other/target.ts",
    rule: CROSS_FEATURE,
  },
  // The allowed directions stay allowed.
  {
    name: "contracts import the domain",
    importer: "src/contracts/{id}/c.ts",
    imported: "src/domain/{id}/target.ts",
    rule: null,
  },
  {
    name: "services import db",
    importer: "src/server/services/{id}/c.ts",
    imported: "src/server/db/{id}/target.ts",
    rule: null,
  },
  {
    name: "routes import services",
    importer: "src/server/routes/{id}/a.ts",
    imported: "src/server/services/{id}/target.ts",
    rule: null,
  },
  {
    name: "the client imports contracts",
    importer: "src/client/{id}/c.ts",
    imported: "src/contracts/{id}/target.ts",
    rule: null,
  },
  {
    name: "a shop feature imports client lib",
    importer: "src/client/shop/{id}/c.ts",
    imported: "src/client/lib/{id}/target.ts",
    rule: null,
  },
  {
    name: "an admin area imports shared admin components",
    importer: "src/client/admin/{id}/b.ts",
    imported: "src/client/admin/components/{id}/target.ts",
    rule: null,
  },
  {
    name: "an admin area imports a shared admin file",
    importer: "src/client/admin/{id}/c.ts",
    imported: "src/client/admin/{id}.ts",
    rule: null,
  },
];

const cycleA = "src/testing/{id}/cycle-a.ts";
const cycleB = "src/testing/{id}/cycle-b.ts";
const floating = "src/testing/{id}/floating.ts";
const misused = "src/testing/{id}/misused.ts";
const handled = "src/testing/{id}/handled.ts";

function importOf(importer: string, imported: string) {
  const specifier = path.relative(path.dirname(at(importer)), at(imported)).replace(/\.ts$/, "");
  return specifier.startsWith(".") ? specifier : `./${specifier}`;
}

const files = new Map<string, string>([
  ...importCases.map(({ imported }) => [imported, "export const planted = 1;\n"] as const),
  ...importCases.map(
    ({ importer, imported }) =>
      [
        importer,
        `import { planted } from "${importOf(importer, imported)}";\n\nexport const used = planted;\n`,
      ] as const,
  ),
  [cycleA, `import { b } from "./cycle-b";\n\nexport const a = () => b;\n`],
  [cycleB, `import { a } from "./cycle-a";\n\nexport const b = () => a;\n`],
  [floating, `async function work() {}\n\nwork();\n`],
  [misused, `export const items = [1, 2].filter(async (n) => n > 1);\n`],
  [handled, `async function work() {}\n\nvoid work();\nawait work();\n`],
]);

/** The first path below the repo root whose name carries the fixture id: the whole planted tree to remove. */
const plantedRoots = () =>
  new Set(
    [...files.keys()].map((file) => {
      const parts = file.split("/");
      return path
        .join(root, ...parts.slice(0, parts.findIndex((part) => part.includes("{id}")) + 1))
        .replaceAll("{id}", id);
    }),
  );

const results = new Map<string, ESLint.LintResult>();

function messagesOf(template: string) {
  const result = results.get(at(template));
  if (!result) throw new Error(`${template} was not linted`);
  return result.messages;
}

// Every file is written before ESLint starts: typescript-eslint's project service reads the tree once.
beforeAll(async () => {
  for (const [file, text] of files) {
    mkdirSync(path.dirname(at(file)), { recursive: true });
    writeFileSync(at(file), text);
  }
  const eslint = new ESLint({ cwd: root });
  const linted = [...new Set([...importCases.map((c) => c.importer), cycleA, cycleB, floating, misused, handled])];
  for (const result of await eslint.lintFiles(linted.map(at))) results.set(result.filePath, result);
}, 120_000);

afterAll(() => {
  for (const planted of plantedRoots()) rmSync(planted, { recursive: true, force: true });
});

describe("layer rules", () => {
  it.each(importCases)("$name", ({ importer, rule }) => {
    const messages = messagesOf(importer);
    if (rule === null) {
      expect(messages).toEqual([]);
    } else {
      expect(messages).toEqual([expect.objectContaining({ ruleId: rule, severity: 2, line: 1 })]);
    }
  });
});

describe("import cycles", () => {
  it("reports both ends of a cycle", () => {
    expect(messagesOf(cycleA)).toEqual([expect.objectContaining({ ruleId: "import-x/no-cycle", severity: 2 })]);
    expect(messagesOf(cycleB)).toEqual([expect.objectContaining({ ruleId: "import-x/no-cycle", severity: 2 })]);
  });
});

describe("promises", () => {
  it("reports a floating promise", () => {
    expect(messagesOf(floating)).toEqual([
      expect.objectContaining({ ruleId: "@typescript-eslint/no-floating-promises", severity: 2, line: 3 }),
    ]);
  });

  it("reports a promise where a plain value is expected", () => {
    expect(messagesOf(misused)).toEqual([
      expect.objectContaining({ ruleId: "@typescript-eslint/no-misused-promises", severity: 2 }),
    ]);
  });

  it("accepts a promise that is awaited or explicitly voided", () => {
    expect(messagesOf(handled)).toEqual([]);
  });
});
