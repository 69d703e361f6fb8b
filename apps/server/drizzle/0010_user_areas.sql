CREATE TABLE "sys_user_area" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	CONSTRAINT "sys_user_area_user_id_area_id_pk" PRIMARY KEY("user_id","area_id")
);
--> statement-breakpoint
CREATE INDEX "sys_user_area_area_idx" ON "sys_user_area" USING btree ("tenant_id","area_id");--> statement-breakpoint
-- A user's communities are part of what they may see: a change bumps tenant.access_version like a grant does.
CREATE TRIGGER sys_user_area_access_insert AFTER INSERT ON sys_user_area REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version_new();
--> statement-breakpoint
CREATE TRIGGER sys_user_area_access_update AFTER UPDATE ON sys_user_area REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version_both();
--> statement-breakpoint
CREATE TRIGGER sys_user_area_access_delete AFTER DELETE ON sys_user_area REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version_old();
--> statement-breakpoint
CREATE TRIGGER sys_user_area_access_truncate AFTER TRUNCATE ON sys_user_area FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version_all();
