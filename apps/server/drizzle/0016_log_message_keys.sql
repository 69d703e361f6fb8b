ALTER TABLE "sys_login_log" ADD COLUMN "message_key" varchar(100);--> statement-breakpoint
ALTER TABLE "sys_login_log" ADD COLUMN "message_params" varchar(500);--> statement-breakpoint
ALTER TABLE "sys_operation_log" ADD COLUMN "message_key" varchar(100);--> statement-breakpoint
ALTER TABLE "sys_operation_log" ADD COLUMN "message_params" varchar(500);