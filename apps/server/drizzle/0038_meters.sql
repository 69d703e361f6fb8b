CREATE TABLE "meter_info" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meter_info_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"meter_no" varchar(30) NOT NULL,
	"meter_type" varchar(1) DEFAULT '1' NOT NULL,
	"building_id" bigint,
	"room_id" bigint NOT NULL,
	"fee_item_id" bigint NOT NULL,
	"initial_reading" bigint DEFAULT 0 NOT NULL,
	"state" varchar(1) DEFAULT '1' NOT NULL,
	"remark" varchar(200),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "meter_reading" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meter_reading_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint,
	"building_id" bigint,
	"room_id" bigint,
	"fee_item_id" bigint,
	"meter_id" bigint NOT NULL,
	"period" varchar(7) NOT NULL,
	"previous_reading" bigint,
	"current_reading" bigint NOT NULL,
	"usage" bigint,
	"reader" varchar(30),
	"reading_date" date NOT NULL,
	"remark" varchar(200),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "meter_info_meter_no_uq" ON "meter_info" USING btree ("tenant_id","area_id","meter_no") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "meter_info_building_idx" ON "meter_info" USING btree ("tenant_id","building_id","fee_item_id") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "meter_reading_meter_id_uq" ON "meter_reading" USING btree ("tenant_id","period","meter_id") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "meter_reading_meter_idx" ON "meter_reading" USING btree ("tenant_id","meter_id","period") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "meter_reading_usage_idx" ON "meter_reading" USING btree ("tenant_id","area_id","fee_item_id","period") WHERE del_flag = 0;