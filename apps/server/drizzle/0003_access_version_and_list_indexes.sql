DROP INDEX "sys_login_log_time_id_idx";--> statement-breakpoint
DROP INDEX "sys_operation_log_time_id_idx";--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "access_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sys_login_log_list_idx" ON "sys_login_log" USING btree ("tenant_id","time" DESC NULLS FIRST,"id" DESC NULLS FIRST,"user_name","status");--> statement-breakpoint
CREATE INDEX "sys_operation_log_list_idx" ON "sys_operation_log" USING btree ("tenant_id","time" DESC NULLS FIRST,"id" DESC NULLS FIRST,"username","status");