CREATE TABLE "sys_job_run" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_job_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job" varchar(100) NOT NULL,
	"tenant_id" bigint,
	"slot" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" varchar(16) NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"rows_affected" integer
);
--> statement-breakpoint
CREATE INDEX "sys_job_run_job_slot_idx" ON "sys_job_run" USING btree ("job","slot");