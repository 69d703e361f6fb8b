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
CREATE INDEX "patrol_type_list_idx" ON "patrol_type" USING btree ("tenant_id","area_id","sort") WHERE del_flag = 0;