import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminSessions } from "../../db/schema";

/** Ends every session of one admin; answers their hashes, so the caller can close their sockets. */
export async function endAllAdminSessions(tx: Db, adminId: number): Promise<string[]> {
  const ended = await tx
    .delete(adminSessions)
    .where(eq(adminSessions.adminId, adminId))
    .returning({ tokenHash: adminSessions.tokenHash });
  return ended.map((s) => s.tokenHash);
}
