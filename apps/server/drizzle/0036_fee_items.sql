CREATE TABLE "fee_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"item_name" varchar(50) NOT NULL,
	"fee_type" varchar(1) NOT NULL,
	"payer_kind" varchar(1) DEFAULT '1' NOT NULL,
	"charge_method" varchar(1) DEFAULT '1' NOT NULL,
	"unit_price" bigint,
	"fixed_amount" bigint,
	"cycle" varchar(2) DEFAULT '1' NOT NULL,
	"billing_day" integer DEFAULT 1 NOT NULL,
	"due_days" integer DEFAULT 15 NOT NULL,
	"pay_timing" varchar(1) DEFAULT '1' NOT NULL,
	"funds_payable" varchar(1) DEFAULT '1' NOT NULL,
	"rounding" varchar(1) DEFAULT '1' NOT NULL,
	"late_fee" varchar(1) DEFAULT '0' NOT NULL,
	"vacant_discount" bigint DEFAULT 0,
	"state" varchar(1) DEFAULT '1' NOT NULL,
	"remark" varchar(200),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fee_late_config" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_late_config_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"grace_days" integer DEFAULT 0 NOT NULL,
	"daily_rate" bigint NOT NULL,
	"cap_rate" bigint DEFAULT 10000 NOT NULL,
	"remark" varchar(200),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fee_item_item_name_uq" ON "fee_item" USING btree ("tenant_id","area_id","item_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_late_config_area_id_uq" ON "fee_late_config" USING btree ("tenant_id","area_id") WHERE del_flag = 0;