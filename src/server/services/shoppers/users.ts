import { and, eq, isNull } from "drizzle-orm";
import { fieldErrorsOf } from "../../../contracts/field-errors";
import type { CurrentUser, ShippingUpdate } from "../../../contracts/user";
import { addressFormSchemaFor } from "../../../domain/address";
import type { Db } from "../../db/client";
import { shippingRates, users } from "../../db/schema";
import { AppError } from "../../errors";
import type { SessionUser } from "./sessions";

/** Who signed in: the provider (`iss`), its stable subject for the shopper (`sub`), and what it says now. */
export type Identity = { issuer: string; subject: string; email: string; fullName: string };

/** The dev sign-in's issuer: never a provider's, whose issuers are https URLs (or http on loopback). */
export const DEV_ISSUER = "dev";

/**
 * Creates or updates the shopper for an identity. Users are keyed on the issuer and subject together (a
 * subject is unique only within its issuer); the email and name follow whatever the provider says now.
 */
export async function upsertUserForIdentity(db: Db, identity: Identity): Promise<SessionUser> {
  // Rows from before the issuer was stored (drizzle/0006) hold the subject alone: the provider that signs in
  // with it now is the one configured then, so its first sign-in claims the row.
  await db
    .update(users)
    .set({ oidcIssuer: identity.issuer })
    .where(and(isNull(users.oidcIssuer), eq(users.oidcSubject, identity.subject)));
  const [byEmail] = await db
    .select({ issuer: users.oidcIssuer, subject: users.oidcSubject })
    .from(users)
    .where(eq(users.email, identity.email));
  if (byEmail && (byEmail.issuer !== identity.issuer || byEmail.subject !== identity.subject)) {
    throw new AppError("CONFLICT", "This email address already belongs to another account");
  }
  const [row] = await db
    .insert(users)
    .values({
      oidcIssuer: identity.issuer,
      oidcSubject: identity.subject,
      email: identity.email,
      fullName: identity.fullName,
    })
    .onConflictDoUpdate({
      target: [users.oidcIssuer, users.oidcSubject],
      set: { email: identity.email, fullName: identity.fullName },
    })
    .returning();
  return row;
}

/** The dev sign-in's identities: their own issuer, so they never match a real provider's. */
export function devIdentity(input: { email: string; fullName: string }): Identity {
  const email = input.email.trim().toLowerCase();
  return { issuer: DEV_ISSUER, subject: `dev:${email}`, email, fullName: input.fullName.trim() };
}

export async function findUserById(db: Db, id: number): Promise<SessionUser | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
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
