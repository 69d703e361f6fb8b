CREATE TABLE "fee_notice_plan" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_notice_plan_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"state" varchar(1) DEFAULT '1' NOT NULL,
	"day_of_month" integer NOT NULL,
	"min_overdue_days" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fee_notice_record" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_notice_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"room_id" bigint NOT NULL,
	"mobile" varchar(20),
	"bill_count" integer DEFAULT 0,
	"owed" bigint DEFAULT 0,
	"outcome" varchar(13) NOT NULL,
	"via" varchar(1) DEFAULT '1' NOT NULL,
	"operator_id" bigint,
	"plan_id" bigint,
	"notice_day" date,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fee_notice_plan_area_id_uq" ON "fee_notice_plan" USING btree ("tenant_id","area_id") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "fee_notice_plan_day_idx" ON "fee_notice_plan" USING btree ("tenant_id","day_of_month") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "fee_notice_record_list_idx" ON "fee_notice_record" USING btree ("tenant_id","area_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fee_notice_record_room_idx" ON "fee_notice_record" USING btree ("tenant_id","room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_notice_record_plan_day_uq" ON "fee_notice_record" USING btree ("tenant_id","plan_id","room_id","notice_day") WHERE plan_id IS NOT NULL;