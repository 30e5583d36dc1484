import type { ActivityChanges } from "../../../contracts/activity";

/**
 * The fields whose values differ, before and after, for an activity row. Values are compared as
 * JSON, so lists and nested objects count as changed only when their content changed.
 */
export function changesBetween<T extends Record<string, unknown>>(before: T | null, after: T | null): ActivityChanges {
  const changes = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    const was = before?.[field];
    const is = after?.[field];
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    if (before) changes.before[field] = was ?? null;
    if (after) changes.after[field] = is ?? null;
  }
  return {
    ...(before ? { before: changes.before } : {}),
    ...(after ? { after: changes.after } : {}),
  };
}
