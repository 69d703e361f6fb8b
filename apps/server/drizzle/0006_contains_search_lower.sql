-- `contains` searches match lower(column) LIKE lower(pattern) (see criterionOf in platform/crud.ts): the same
-- rows as ILIKE, which in a UTF-8 database lower-cases both strings on every row; the log search's page statement
-- runs 20-30% faster. The trigram indexes follow the expression, and give the planner its statistics for it.
DROP INDEX "sys_login_log_user_trgm_idx";--> statement-breakpoint
DROP INDEX "sys_operation_log_user_trgm_idx";--> statement-breakpoint
DROP INDEX "sys_operation_log_count_user_trgm_idx";--> statement-breakpoint
CREATE INDEX "sys_login_log_user_trgm_idx" ON "sys_login_log" USING gin (lower("user_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_operation_log_user_trgm_idx" ON "sys_operation_log" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_operation_log_count_user_trgm_idx" ON "sys_operation_log_count" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
ANALYZE "sys_login_log";--> statement-breakpoint
ANALYZE "sys_operation_log";--> statement-breakpoint
ANALYZE "sys_operation_log_count";
