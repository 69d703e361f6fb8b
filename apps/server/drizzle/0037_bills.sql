CREATE TABLE "fee_bill" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_bill_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"fee_item_id" bigint NOT NULL,
	"payer_kind" varchar(1) DEFAULT '1' NOT NULL,
	"room_id" bigint,
	"parking_space_id" bigint,
	"car_id" bigint,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_date" date,
	"quantity" bigint,
	"unit_price" bigint,
	"rounding" varchar(1) DEFAULT '1',
	"amount" bigint NOT NULL,
	"discount" bigint DEFAULT 0,
	"late_fee" bigint DEFAULT 0,
	"paid_amount" bigint DEFAULT 0,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"audit_state" varchar(1) DEFAULT '0' NOT NULL,
	"source" varchar(1) DEFAULT '2',
	"run_id" integer,
	"remark" varchar(200),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fee_bill_run" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_bill_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"fee_item_id" bigint NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"building_ids" varchar(2000),
	"room_ids" varchar(2000),
	"state" varchar(1) DEFAULT '0',
	"total" integer DEFAULT 0,
	"done" integer DEFAULT 0,
	"created" integer DEFAULT 0,
	"skipped" integer DEFAULT 0,
	"amount" bigint DEFAULT 0,
	"message" varchar(2000),
	"finish_time" timestamp with time zone,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fee_order" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"receipt_no" varchar(20),
	"payer_kind" varchar(1) DEFAULT '1' NOT NULL,
	"room_id" bigint,
	"parking_space_id" bigint,
	"car_id" bigint,
	"total_amount" bigint,
	"pay_method" varchar(1) DEFAULT '1' NOT NULL,
	"cashier_id" bigint,
	"pay_time" timestamp with time zone,
	"state" varchar(1) DEFAULT '1',
	"remark" varchar(200),
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fee_order_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"order_id" bigint,
	"bill_id" bigint NOT NULL,
	"principal" bigint NOT NULL,
	"late_fee" bigint DEFAULT 0,
	"amount" bigint NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fee_receipt_seq" (
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"last_no" integer NOT NULL,
	CONSTRAINT "fee_receipt_seq_tenant_id_area_id_year_pk" PRIMARY KEY("tenant_id","area_id","year")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fee_bill_payer_period_uq" ON "fee_bill" USING btree ("tenant_id","fee_item_id",coalesce("room_id", 0),coalesce("parking_space_id", 0),coalesce("car_id", 0),"period_start") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "fee_bill_list_idx" ON "fee_bill" USING btree ("tenant_id","area_id","period_start" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "fee_bill_room_idx" ON "fee_bill" USING btree ("tenant_id","room_id","period_start") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "fee_bill_space_idx" ON "fee_bill" USING btree ("tenant_id","parking_space_id") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "fee_bill_car_idx" ON "fee_bill" USING btree ("tenant_id","car_id") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "fee_bill_unpaid_idx" ON "fee_bill" USING btree ("tenant_id","area_id","due_date") WHERE del_flag = 0 AND status IN ('0', '1');--> statement-breakpoint
CREATE INDEX "fee_bill_run_list_idx" ON "fee_bill_run" USING btree ("tenant_id","area_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "fee_order_receipt_uq" ON "fee_order" USING btree ("tenant_id","area_id","receipt_no");--> statement-breakpoint
CREATE INDEX "fee_order_list_idx" ON "fee_order" USING btree ("tenant_id","area_id","pay_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fee_order_room_idx" ON "fee_order" USING btree ("tenant_id","room_id");--> statement-breakpoint
CREATE INDEX "fee_order_line_order_idx" ON "fee_order_line" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "fee_order_line_bill_idx" ON "fee_order_line" USING btree ("tenant_id","bill_id");