import { eq } from "drizzle-orm";
import { fieldErrorsOf } from "../../contracts/field-errors";
import type { CurrentUser, ShippingUpdate } from "../../contracts/user";
import { addressFormSchemaFor } from "../../domain/address";
import type { Db } from "../db/client";
import { shippingRates, users } from "../db/schema";
import { AppError } from "../errors";
import type { SessionUser } from "./sessions";

/**
 * Creates or updates the shopper for an identity. Users are keyed on the provider's subject; the email
 * and name follow whatever the provider says now.
 */
export async function upsertUserForIdentity(
  db: Db,
  identity: { subject: string; email: string; fullName: string },
): Promise<SessionUser> {
  const [byEmail] = await db
    .select({ id: users.id, oidcSubject: users.oidcSubject })
    .from(users)
    .where(eq(users.email, identity.email));
  if (byEmail && byEmail.oidcSubject !== identity.subject) {
    throw new AppError("CONFLICT", "This email address already belongs to another account");
  }
  const [row] = await db
    .insert(users)
    .values({ oidcSubject: identity.subject, email: identity.email, fullName: identity.fullName })
    .onConflictDoUpdate({ target: users.oidcSubject, set: { email: identity.email, fullName: identity.fullName } })
    .returning();
  return row;
}

/** The dev sign-in's identities live in their own subject namespace so they never match a real provider's. */
export function devIdentity(input: { email: string; fullName: string }) {
  const email = input.email.trim().toLowerCase();
  return { subject: `dev:${email}`, email, fullName: input.fullName.trim() };
}

export function toCurrentUser(u: SessionUser): CurrentUser {
  return {
    id: u.id,
    fullName: u.fullName,
    email: u.email,
    address: u.address,
    apartment: u.apartment,
    postalCode: u.postalCode,
    country: u.country,
    phone: u.phone,
    isPremium: u.isPremium,
  };
}

export async function listEnabledShippingRates(db: Db) {
  return db
    .select({
      countryCode: shippingRates.countryCode,
      countryName: shippingRates.countryName,
      rate: shippingRates.rate,
      enabled: shippingRates.enabled,
    })
    .from(shippingRates)
    .where(eq(shippingRates.enabled, true))
    .orderBy(shippingRates.countryName);
}

/** Saves the shopper's shipping address; the country must be one we ship to. */
export async function updateShippingAddress(db: Db, userId: number, input: ShippingUpdate): Promise<SessionUser> {
  const enabled = await listEnabledShippingRates(db);
  const parsed = addressFormSchemaFor(enabled.map((r) => r.countryCode)).safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues, "address");
    throw new AppError("BAD_REQUEST", Object.values(fieldErrors)[0][0], fieldErrors);
  }
  const a = parsed.data;
  const [updated] = await db
    .update(users)
    .set({ address: a.address, apartment: a.apartment, postalCode: a.postalCode, country: a.country, phone: a.phone })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}
