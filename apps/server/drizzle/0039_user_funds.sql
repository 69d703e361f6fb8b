CREATE TABLE "fund_config" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fund_config_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"state" varchar(1) DEFAULT '1' NOT NULL,
	"min_recharge" bigint DEFAULT 100 NOT NULL,
	"max_recharge" bigint,
	"remark" varchar(200),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_funds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_funds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"resident_id" bigint NOT NULL,
	"room_id" bigint NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"use_limit" bigint,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_funds_detail" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_funds_detail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"funds_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"resident_id" bigint,
	"room_id" bigint,
	"fee_type" varchar(1) NOT NULL,
	"recharge_limit" bigint NOT NULL,
	"actual_limit" bigint,
	"order_no" varchar(50),
	"remark" varchar(255),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fund_config_area_id_uq" ON "fund_config" USING btree ("tenant_id","area_id") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "user_funds_resident_id_uq" ON "user_funds" USING btree ("tenant_id","room_id","resident_id") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "user_funds_list_idx" ON "user_funds" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "user_funds_detail_list_idx" ON "user_funds_detail" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "user_funds_detail_funds_idx" ON "user_funds_detail" USING btree ("tenant_id","funds_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE del_flag = 0;--> statement-breakpoint
-- hand-written: the accounts' and the ledger's list views (funds/lists.ts): the resident's name and the room's place
-- and names read from their rows (scalar subqueries keep the views simple and updatable), and a balance that can
-- never go below zero whatever writes it.
ALTER TABLE "user_funds" ADD CONSTRAINT "user_funds_balance_not_negative" CHECK ("balance" >= 0);--> statement-breakpoint
CREATE VIEW "user_funds_list" AS
SELECT f.*,
       (SELECT r.name FROM com_resident r WHERE r.id = f.resident_id AND r.tenant_id = f.tenant_id) AS resident_name,
       (SELECT m.building_id FROM com_room m WHERE m.id = f.room_id AND m.tenant_id = f.tenant_id) AS building_id,
       (SELECT m.unit_id FROM com_room m WHERE m.id = f.room_id AND m.tenant_id = f.tenant_id) AS unit_id,
       (SELECT m.floor FROM com_room m WHERE m.id = f.room_id AND m.tenant_id = f.tenant_id) AS floor,
       (SELECT a.area_name FROM com_area a WHERE a.id = f.area_id AND a.tenant_id = f.tenant_id) AS area_name,
       (SELECT b.building_name FROM com_room m JOIN com_building b ON b.id = m.building_id AND b.tenant_id = m.tenant_id WHERE m.id = f.room_id AND m.tenant_id = f.tenant_id) AS building_name,
       (SELECT u.unit_name FROM com_room m JOIN com_unit u ON u.id = m.unit_id AND u.tenant_id = m.tenant_id WHERE m.id = f.room_id AND m.tenant_id = f.tenant_id) AS unit_name,
       (SELECT m.room_no FROM com_room m WHERE m.id = f.room_id AND m.tenant_id = f.tenant_id) AS room_no
FROM user_funds f;--> statement-breakpoint
CREATE VIEW "user_funds_detail_list" AS
SELECT d.*,
       (SELECT r.name FROM com_resident r WHERE r.id = d.resident_id AND r.tenant_id = d.tenant_id) AS resident_name,
       (SELECT m.building_id FROM com_room m WHERE m.id = d.room_id AND m.tenant_id = d.tenant_id) AS building_id,
       (SELECT m.unit_id FROM com_room m WHERE m.id = d.room_id AND m.tenant_id = d.tenant_id) AS unit_id,
       (SELECT m.floor FROM com_room m WHERE m.id = d.room_id AND m.tenant_id = d.tenant_id) AS floor,
       (SELECT a.area_name FROM com_area a WHERE a.id = d.area_id AND a.tenant_id = d.tenant_id) AS area_name,
       (SELECT b.building_name FROM com_room m JOIN com_building b ON b.id = m.building_id AND b.tenant_id = m.tenant_id WHERE m.id = d.room_id AND m.tenant_id = d.tenant_id) AS building_name,
       (SELECT u.unit_name FROM com_room m JOIN com_unit u ON u.id = m.unit_id AND u.tenant_id = m.tenant_id WHERE m.id = d.room_id AND m.tenant_id = d.tenant_id) AS unit_name,
       (SELECT m.room_no FROM com_room m WHERE m.id = d.room_id AND m.tenant_id = d.tenant_id) AS room_no
FROM user_funds_detail d;
