CREATE TABLE "com_building" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "com_building_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"building_no" varchar(20) NOT NULL,
	"building_name" varchar(50) NOT NULL,
	"building_type" varchar(1) DEFAULT '1' NOT NULL,
	"structure" varchar(1),
	"above_floors" integer NOT NULL,
	"under_floors" integer DEFAULT 0,
	"elevator_count" integer DEFAULT 0,
	"building_area" bigint,
	"completion_date" date,
	"sort" integer DEFAULT 0,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"remark" varchar(500),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "com_building_floor" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "com_building_floor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"building_id" bigint NOT NULL,
	"floor_no" integer NOT NULL,
	"floor_name" varchar(20),
	"leader_id" bigint,
	"leader_phone" varchar(20),
	"remark" varchar(200),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "com_car_comein_record" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "com_car_comein_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"parking_id" bigint NOT NULL,
	"gate_id" bigint NOT NULL,
	"plate_no" varchar(10) NOT NULL,
	"direction" varchar(1) NOT NULL,
	"car_kind" varchar(1),
	"pass_time" timestamp with time zone NOT NULL,
	"photo" varchar(200),
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "com_car_info" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "com_car_info_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"plate_no" varchar(10) NOT NULL,
	"plate_color" varchar(1) DEFAULT '1' NOT NULL,
	"car_type" varchar(1) DEFAULT '1' NOT NULL,
	"brand" varchar(50),
	"color" varchar(20),
	"resident_id" bigint,
	"owner_name" varchar(50) NOT NULL,
	"owner_phone" varchar(20) NOT NULL,
	"room_id" bigint,
	"parking_space_id" bigint,
	"start_date" date,
	"end_date" date,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"remark" varchar(500),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "com_garage" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "com_garage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"garage_no" varchar(20) NOT NULL,
	"location" varchar(100),
	"area" bigint,
	"state" varchar(1) DEFAULT '0' NOT NULL,
	"resident_id" bigint,
	"remark" varchar(200),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "com_parking" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "com_parking_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"parking_no" varchar(20) NOT NULL,
	"parking_name" varchar(50) NOT NULL,
	"parking_type" varchar(1) DEFAULT '1' NOT NULL,
	"floors" integer DEFAULT 1 NOT NULL,
	"planned_spaces" integer,
	"address" varchar(200),
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"remark" varchar(500),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "com_parking_gate" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "com_parking_gate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"parking_id" bigint NOT NULL,
	"gate_no" varchar(40) NOT NULL,
	"gate_name" varchar(50) NOT NULL,
	"direction" varchar(1) DEFAULT '3' NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"last_seen" timestamp with time zone,
	"remark" varchar(200),
	"key_hash" varchar(128),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "com_parking_space" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "com_parking_space_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"parking_id" bigint NOT NULL,
	"space_no" varchar(20) NOT NULL,
	"floor" integer DEFAULT 1 NOT NULL,
	"space_type" varchar(1) DEFAULT '1' NOT NULL,
	"area" bigint,
	"state" varchar(1) DEFAULT '0' NOT NULL,
	"resident_id" bigint,
	"start_date" date,
	"end_date" date,
	"remark" varchar(200),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "com_resident" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "com_resident_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"sex" varchar(1),
	"id_card_type" varchar(1) DEFAULT '1' NOT NULL,
	"id_card_no" varchar(30) NOT NULL,
	"birthday" date,
	"mobile" varchar(20) NOT NULL,
	"telephone" varchar(20),
	"resident_type" varchar(1) DEFAULT '1' NOT NULL,
	"building_id" bigint,
	"room_id" bigint,
	"room_name" varchar(100),
	"nationality" varchar(30) DEFAULT '中国',
	"nation" varchar(20),
	"native_place" varchar(50),
	"move_in_date" date,
	"work_unit" varchar(100),
	"emergency_contact" varchar(50),
	"emergency_phone" varchar(20),
	"plate_nos" varchar(100),
	"photo" varchar(200),
	"source" varchar(1),
	"remark" varchar(500),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "com_resident_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "com_resident_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"sex" varchar(1),
	"id_card_type" varchar(1) DEFAULT '1' NOT NULL,
	"id_card_no" varchar(30) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"room_id" bigint NOT NULL,
	"room_name" varchar(100),
	"relation" varchar(1) DEFAULT '1' NOT NULL,
	"photo" varchar(200),
	"apply_remark" varchar(200),
	"audit_status" varchar(1) DEFAULT '0' NOT NULL,
	"audit_remark" varchar(200),
	"audit_time" timestamp with time zone,
	"resident_id" bigint,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "com_resident_room" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "com_resident_room_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint,
	"resident_id" bigint NOT NULL,
	"resident_name" varchar(50),
	"building_id" bigint,
	"room_id" bigint NOT NULL,
	"room_name" varchar(100),
	"relation" varchar(1) DEFAULT '1' NOT NULL,
	"start_date" date,
	"end_date" date,
	"remark" varchar(200),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "com_room" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "com_room_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"building_id" bigint NOT NULL,
	"unit_id" bigint,
	"floor" integer NOT NULL,
	"room_no" varchar(20) NOT NULL,
	"layout" varchar(1),
	"building_area" bigint,
	"inner_area" bigint,
	"orientation" varchar(1),
	"decoration" varchar(1),
	"room_use" varchar(1) DEFAULT '1' NOT NULL,
	"state" varchar(1) DEFAULT '0' NOT NULL,
	"property_no" varchar(50),
	"delivery_date" date,
	"remark" varchar(500),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "com_unit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "com_unit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"building_id" bigint NOT NULL,
	"unit_no" varchar(20) NOT NULL,
	"unit_name" varchar(50) NOT NULL,
	"elevator_count" integer DEFAULT 0,
	"sort" integer DEFAULT 0,
	"remark" varchar(500),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_region" (
	"code" varchar(12) PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"parent_code" varchar(12) NOT NULL,
	"level" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "com_area" ADD COLUMN "region_code" varchar(12);--> statement-breakpoint
CREATE UNIQUE INDEX "com_building_building_no_uq" ON "com_building" USING btree ("tenant_id","area_id","building_no") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_building_list_idx" ON "com_building" USING btree ("tenant_id","area_id","sort","id") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "com_building_floor_floor_no_uq" ON "com_building_floor" USING btree ("tenant_id","building_id","floor_no") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_building_floor_leader_idx" ON "com_building_floor" USING btree ("tenant_id","leader_id") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_car_comein_record_list_idx" ON "com_car_comein_record" USING btree ("tenant_id","pass_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "com_car_comein_record_area_idx" ON "com_car_comein_record" USING btree ("tenant_id","area_id","pass_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "com_car_info_plate_no_uq" ON "com_car_info" USING btree ("tenant_id","plate_no") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_car_info_list_idx" ON "com_car_info" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_car_info_resident_idx" ON "com_car_info" USING btree ("tenant_id","resident_id") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_car_info_space_idx" ON "com_car_info" USING btree ("tenant_id","parking_space_id") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "com_garage_garage_no_uq" ON "com_garage" USING btree ("tenant_id","area_id","garage_no") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "com_parking_parking_no_uq" ON "com_parking" USING btree ("tenant_id","area_id","parking_no") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "com_parking_gate_gate_no_uq" ON "com_parking_gate" USING btree ("tenant_id","gate_no") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "com_parking_space_space_no_uq" ON "com_parking_space" USING btree ("tenant_id","parking_id","space_no") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_parking_space_floor_idx" ON "com_parking_space" USING btree ("tenant_id","parking_id","floor","space_no") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "com_resident_id_card_no_uq" ON "com_resident" USING btree ("tenant_id","id_card_no") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_resident_list_idx" ON "com_resident" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_resident_area_idx" ON "com_resident" USING btree ("tenant_id","area_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_resident_building_idx" ON "com_resident" USING btree ("tenant_id","building_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_resident_mobile_idx" ON "com_resident" USING btree ("tenant_id","mobile") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_resident_name_trgm_idx" ON "com_resident" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "com_resident_audit_list_idx" ON "com_resident_audit" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "com_resident_room_resident_id_uq" ON "com_resident_room" USING btree ("tenant_id","room_id","resident_id") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_resident_room_list_idx" ON "com_resident_room" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_resident_room_resident_idx" ON "com_resident_room" USING btree ("tenant_id","resident_id") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "com_room_room_no_uq" ON "com_room" USING btree ("tenant_id","building_id","unit_id","room_no") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_room_list_idx" ON "com_room" USING btree ("tenant_id","room_no","id") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_room_area_idx" ON "com_room" USING btree ("tenant_id","area_id","room_no","id") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_room_building_idx" ON "com_room" USING btree ("tenant_id","building_id","floor","room_no") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_room_unit_idx" ON "com_room" USING btree ("tenant_id","unit_id") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "com_unit_unit_no_uq" ON "com_unit" USING btree ("tenant_id","building_id","unit_no") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_unit_building_idx" ON "com_unit" USING btree ("tenant_id","building_id","sort","id") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "sys_region_parent_idx" ON "sys_region" USING btree ("parent_code","code");