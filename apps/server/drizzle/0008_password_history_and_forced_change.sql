-- Password history: the replaced passwords' scrypt hashes (with the current one, the last 3 may not be reused).
-- Sessions of a login that answered passwordStatus 1 may only change the password until they do (platform/auth.ts).
CREATE TABLE "sys_password_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_password_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_session" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sys_password_history_user_idx" ON "sys_password_history" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
-- Live sessions of accounts still on their initial password are restricted from now on, as a new login would be.
UPDATE "sys_session" AS s SET "must_change_password" = true
FROM "sys_user" AS u
WHERE u."id" = s."user_id" AND u."password_initial" AND s."revoked_at" IS NULL AND s."expires_at" > now();
