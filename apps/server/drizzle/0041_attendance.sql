CREATE TABLE "attendance_record" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint,
	"staff_name" varchar(50),
	"department_id" bigint,
	"rule_id" bigint,
	"attend_date" date,
	"clock_type" varchar(1),
	"clock_time" timestamp with time zone,
	"status" varchar(1),
	"in_range" varchar(1),
	"distance" integer,
	"longitude" bigint,
	"latitude" bigint,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attendance_rule" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"rule_name" varchar(50) NOT NULL,
	"department_ids" varchar(500) NOT NULL,
	"work_days" varchar(13) DEFAULT '1,2,3,4,5' NOT NULL,
	"start_time" varchar(5) DEFAULT '09:00' NOT NULL,
	"end_time" varchar(5) DEFAULT '18:00' NOT NULL,
	"late_minutes" integer DEFAULT 0 NOT NULL,
	"early_minutes" integer DEFAULT 0 NOT NULL,
	"address" varchar(100) NOT NULL,
	"longitude" bigint NOT NULL,
	"latitude" bigint NOT NULL,
	"radius" integer DEFAULT 300 NOT NULL,
	"state" varchar(1) DEFAULT '1' NOT NULL,
	"remark" varchar(200),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "attendance_record_list_idx" ON "attendance_record" USING btree ("tenant_id","clock_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "attendance_record_department_idx" ON "attendance_record" USING btree ("tenant_id","department_id","attend_date") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "attendance_record_user_idx" ON "attendance_record" USING btree ("tenant_id","user_id","attend_date") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_rule_rule_name_uq" ON "attendance_rule" USING btree ("tenant_id","rule_name") WHERE del_flag = 0;