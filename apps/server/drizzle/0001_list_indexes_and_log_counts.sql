CREATE TABLE "sys_operation_log_count" (
	"tenant_id" bigint NOT NULL,
	"username" varchar(64) NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "sys_operation_log_count_tenant_id_username_pk" PRIMARY KEY("tenant_id","username")
);
--> statement-breakpoint
DROP INDEX "sys_login_log_time_idx";--> statement-breakpoint
DROP INDEX "sys_operation_log_time_idx";--> statement-breakpoint
CREATE INDEX "sys_operation_log_count_user_trgm_idx" ON "sys_operation_log_count" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_login_log_time_id_idx" ON "sys_login_log" USING btree ("tenant_id","time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sys_operation_log_time_id_idx" ON "sys_operation_log" USING btree ("tenant_id","time" DESC NULLS FIRST,"id" DESC NULLS FIRST);