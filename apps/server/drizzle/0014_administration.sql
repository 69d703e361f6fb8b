CREATE TABLE "com_department" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "com_department_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"department_name" varchar(50) NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"ancestors" varchar(500) DEFAULT '0' NOT NULL,
	"orderby" integer DEFAULT 1,
	"leader_id" bigint,
	"phone" varchar(20),
	"area_ids" varchar(2000),
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"remark" varchar(500),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_org" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_org_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"org_name" varchar(50) NOT NULL,
	"description" varchar(200),
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"orderby" integer DEFAULT 1 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_org_user" (
	"tenant_id" bigint NOT NULL,
	"org_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "sys_org_user_org_id_user_id_pk" PRIMARY KEY("org_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sys_org_work_group" (
	"tenant_id" bigint NOT NULL,
	"org_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	CONSTRAINT "sys_org_work_group_org_id_group_id_pk" PRIMARY KEY("org_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "sys_post" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_post_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"post_code" varchar(32) NOT NULL,
	"post_name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 1,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"remark" varchar(500),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_work_group" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_work_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"group_name" varchar(50) NOT NULL,
	"description" varchar(200) NOT NULL,
	"org_id" bigint,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_work_group_user" (
	"tenant_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "sys_work_group_user_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "sys_session" ADD COLUMN "remember_me" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "sex" varchar(1);--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "user_no" varchar(50);--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "post_id" bigint;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "department_id" bigint;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "department_ids" varchar(500);--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "is_contact" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "com_department_name_uq" ON "com_department" USING btree ("tenant_id","parent_id","department_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_department_parent_idx" ON "com_department" USING btree ("tenant_id","parent_id","orderby");--> statement-breakpoint
CREATE INDEX "sys_org_parent_idx" ON "sys_org" USING btree ("tenant_id","parent_id","orderby");--> statement-breakpoint
CREATE INDEX "sys_org_user_user_idx" ON "sys_org_user" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "sys_org_work_group_group_idx" ON "sys_org_work_group" USING btree ("tenant_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_post_post_code_uq" ON "sys_post" USING btree ("tenant_id","post_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_post_post_name_uq" ON "sys_post" USING btree ("tenant_id","post_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "sys_work_group_list_idx" ON "sys_work_group" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "sys_work_group_user_user_idx" ON "sys_work_group_user" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "sys_user_department_idx" ON "sys_user" USING btree ("tenant_id","department_id");