-- The sixth session's tables in one migration (generated once after the merge): 优惠规则 (issue 25); 巡更巡检, 考勤, 工单, 站内信 (issue 26).
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
CREATE TABLE "fee_discount_rule" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_discount_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"rule_name" varchar(50) NOT NULL,
	"kind" varchar(1) DEFAULT '1' NOT NULL,
	"fee_item_id" bigint,
	"rate" bigint,
	"reduction" bigint,
	"auto" varchar(1) DEFAULT '0' NOT NULL,
	"state" varchar(1) DEFAULT '1' NOT NULL,
	"remark" varchar(200),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "station_letter" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "station_letter_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" varchar(2000) NOT NULL,
	"need_confirm" varchar(1) DEFAULT '0' NOT NULL,
	"department_ids" varchar(2000),
	"work_group_ids" varchar(2000),
	"role_ids" varchar(2000),
	"user_ids" varchar(2000),
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"recipient_count" integer DEFAULT 0,
	"send_time" timestamp with time zone,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "station_letter_recipient" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "station_letter_recipient_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"letter_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_time" timestamp with time zone,
	"confirm_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_job" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patrol_job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"job_name" varchar(50) NOT NULL,
	"line_id" bigint NOT NULL,
	"user_id" bigint,
	"work_group_id" bigint,
	"week_days" varchar(13) DEFAULT '1,2,3,4,5,6,7' NOT NULL,
	"windows" varchar(71) NOT NULL,
	"grace_minutes" integer DEFAULT 30,
	"start_date" date NOT NULL,
	"end_date" date,
	"state" varchar(1) DEFAULT '1' NOT NULL,
	"remark" varchar(200),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "patrol_job_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patrol_job_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint,
	"task_id" bigint,
	"job_id" bigint,
	"point_id" bigint,
	"user_id" bigint,
	"check_time" timestamp with time zone,
	"timing" varchar(1),
	"in_order" varchar(1),
	"problem" varchar(500),
	"photos" varchar(1000),
	"handle_state" varchar(1),
	"handle_result" varchar(200),
	"handle_time" timestamp with time zone,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "patrol_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patrol_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"line_name" varchar(50) NOT NULL,
	"ordered" varchar(1) DEFAULT '1' NOT NULL,
	"remark" varchar(200),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "patrol_line_point" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patrol_line_point_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"line_id" bigint,
	"point_id" bigint NOT NULL,
	"check_item" varchar(50),
	"sort" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "patrol_point" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patrol_point_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"point_name" varchar(50) NOT NULL,
	"type_id" bigint NOT NULL,
	"location" varchar(100) NOT NULL,
	"point_code" varchar(32),
	"state" varchar(1) DEFAULT '1' NOT NULL,
	"remark" varchar(200),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "patrol_task" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patrol_task_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint,
	"task_name" varchar(90),
	"job_id" bigint,
	"line_id" bigint,
	"user_id" bigint,
	"work_group_id" bigint,
	"task_date" date,
	"window_start" timestamp with time zone,
	"window_end" timestamp with time zone,
	"point_count" integer,
	"checked_count" integer,
	"state" varchar(1),
	"point_ids" varchar(2000),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "patrol_type" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patrol_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"type_name" varchar(30) NOT NULL,
	"sort" integer DEFAULT 1,
	"remark" varchar(200),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "work_order" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"title" varchar(50) NOT NULL,
	"order_type" varchar(1) DEFAULT '1' NOT NULL,
	"room_id" bigint,
	"content" varchar(500) NOT NULL,
	"reporter_name" varchar(30) NOT NULL,
	"reporter_phone" varchar(11) NOT NULL,
	"photos" varchar(500),
	"urgent" varchar(1) DEFAULT '0',
	"state" varchar(1) DEFAULT '0',
	"assignee_id" bigint,
	"deadline" timestamp with time zone,
	"finish_photos" varchar(500),
	"score" integer,
	"evaluation" varchar(200),
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
CREATE UNIQUE INDEX "attendance_rule_rule_name_uq" ON "attendance_rule" USING btree ("tenant_id","rule_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_discount_rule_rule_name_uq" ON "fee_discount_rule" USING btree ("tenant_id","area_id","rule_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "fee_discount_rule_area_idx" ON "fee_discount_rule" USING btree ("tenant_id","area_id","fee_item_id") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "station_letter_list_idx" ON "station_letter" USING btree ("tenant_id","status","create_time") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "station_letter_recipient_uq" ON "station_letter_recipient" USING btree ("letter_id","user_id");--> statement-breakpoint
CREATE INDEX "station_letter_recipient_user_idx" ON "station_letter_recipient" USING btree ("tenant_id","user_id","read_time");--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_job_job_name_uq" ON "patrol_job" USING btree ("tenant_id","area_id","job_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "patrol_job_list_idx" ON "patrol_job" USING btree ("tenant_id","area_id","create_time") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_job_log_point_uq" ON "patrol_job_log" USING btree ("tenant_id","task_id","point_id") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "patrol_job_log_list_idx" ON "patrol_job_log" USING btree ("tenant_id","area_id","check_time") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_line_line_name_uq" ON "patrol_line" USING btree ("tenant_id","area_id","line_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_line_point_point_id_uq" ON "patrol_line_point" USING btree ("tenant_id","line_id","point_id") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "patrol_line_point_line_idx" ON "patrol_line_point" USING btree ("tenant_id","line_id","sort") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_point_point_name_uq" ON "patrol_point" USING btree ("tenant_id","area_id","point_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_point_code_uq" ON "patrol_point" USING btree ("tenant_id","point_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_task_window_uq" ON "patrol_task" USING btree ("tenant_id","job_id","window_start") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "patrol_task_day_idx" ON "patrol_task" USING btree ("tenant_id","task_date","user_id") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "patrol_task_list_idx" ON "patrol_task" USING btree ("tenant_id","area_id","window_start") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_type_type_name_uq" ON "patrol_type" USING btree ("tenant_id","area_id","type_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "patrol_type_list_idx" ON "patrol_type" USING btree ("tenant_id","area_id","sort") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "work_order_area_idx" ON "work_order" USING btree ("tenant_id","area_id","create_time") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "work_order_state_idx" ON "work_order" USING btree ("tenant_id","state","deadline") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "work_order_assignee_idx" ON "work_order" USING btree ("tenant_id","assignee_id","state") WHERE del_flag = 0;