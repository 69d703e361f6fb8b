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
CREATE UNIQUE INDEX "fee_discount_rule_rule_name_uq" ON "fee_discount_rule" USING btree ("tenant_id","area_id","rule_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "fee_discount_rule_area_idx" ON "fee_discount_rule" USING btree ("tenant_id","area_id","fee_item_id") WHERE del_flag = 0;