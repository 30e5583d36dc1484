ALTER TABLE "users" DROP CONSTRAINT "users_oidc_subject_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "oidc_issuer" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_oidc_identity_idx" ON "users" USING btree ("oidc_issuer","oidc_subject");--> statement-breakpoint
-- Hand-written: the dev sign-in's identities ("dev:" subjects) take its issuer. A provider's subject keeps a null
-- issuer until that provider's next sign-in claims the row (services/users.ts): which issuer was configured when it
-- was stored is not known here.
UPDATE "users" SET "oidc_issuer" = 'dev' WHERE "oidc_subject" LIKE 'dev:%';
