import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "./config";

const MIN_LENGTH = 32;
// One per process with DATA_DIR=memory://: the database it protects lives no longer than the process.
let inMemory: string | null = null;

/**
 * APP_SECRET as configured, or one generated on the first start and kept in DATA_DIR/app-secret (readable by
 * the owner only) so that secrets encrypted with it stay readable after a restart. Production requires
 * APP_SECRET (config.ts): several instances must share one, and a file on one machine cannot be shared.
 */
export async function resolveAppSecret(setting: Config["appSecret"]): Promise<string> {
  if ("value" in setting) return setting.value;
  if (setting.file === null) return (inMemory ??= randomBytes(48).toString("base64url"));
  const file = setting.file;
  try {
    return checked(await readFile(file, "utf8"), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const generated = randomBytes(48).toString("base64url");
  try {
    // "wx": when two instances start together, the first one's secret wins and the other reads it.
    await writeFile(file, `${generated}\n`, { flag: "wx", mode: 0o600 });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return checked(await readFile(file, "utf8"), file);
  }
}

function checked(content: string, file: string): string {
  const secret = content.trim();
  if (secret.length < MIN_LENGTH) throw new Error(`${file} must hold at least ${MIN_LENGTH} characters (APP_SECRET)`);
  return secret;
}
