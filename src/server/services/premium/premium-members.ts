import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { PremiumMember } from "../../../contracts/admin-settings";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { premiumSourceOfUser } from "./premium";

/** `%`, `_` and `\` typed in a search mean themselves, not LIKE wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The Premium Members tab: every premium customer, most recently made premium first, optionally narrowed to
 * a name or email containing `q`. Removing premium is POST /api/admin/user-premium, as on the customers screen.
 */
export async function listPremiumMembers(db: Db, q?: string): Promise<PremiumMember[]> {
  const search = q?.trim();
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      premiumSource: premiumSourceOfUser,
      premiumChangedAt: users.premiumChangedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(
      and(
        eq(users.isPremium, true),
        search ? or(ilike(users.fullName, likePattern(search)), ilike(users.email, likePattern(search))) : undefined,
      ),
    )
    .orderBy(sql`${users.premiumChangedAt} desc nulls last`, desc(users.id));
  return rows.map((r) => ({
    id: r.id,
    fullName: r.fullName,
    email: r.email,
    premiumSource: r.premiumSource,
    premiumSince: r.premiumChangedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
