CREATE TABLE "com_area" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "com_area_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_code" varchar(32) NOT NULL,
	"area_name" varchar(50) NOT NULL,
	"province" varchar(20),
	"city" varchar(20),
	"district" varchar(20),
	"address" varchar(200) NOT NULL,
	"total_area" integer,
	"property_company" varchar(100),
	"contact" varchar(20),
	"phone" varchar(20),
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"remark" varchar(500),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "credits_shop_good" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credits_shop_good_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"good_code" varchar(50) NOT NULL,
	"good_name" varchar(50) NOT NULL,
	"good_type" varchar(1) NOT NULL,
	"credits_price" integer NOT NULL,
	"status" varchar(1) DEFAULT '1' NOT NULL,
	"inventory" integer NOT NULL,
	"down_time" timestamp with time zone NOT NULL,
	"limited" integer NOT NULL,
	"pick_up_address" varchar(100) NOT NULL,
	"image_url" varchar(120) NOT NULL,
	"describes" varchar(100) NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone,
	CONSTRAINT "credits_shop_good_inventory_ck" CHECK ("credits_shop_good"."inventory" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credits_shop_pick_up_address" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credits_shop_pick_up_address_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"address" varchar(50) NOT NULL,
	"lat" varchar(50) NOT NULL,
	"lng" varchar(50) NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "com_area_area_code_uq" ON "com_area" USING btree ("tenant_id","area_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "com_area_area_name_uq" ON "com_area" USING btree ("tenant_id","area_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "com_area_list_idx" ON "com_area" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "credits_shop_good_good_code_uq" ON "credits_shop_good" USING btree ("tenant_id","good_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "credits_shop_good_list_idx" ON "credits_shop_good" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "credits_shop_pick_up_address_area_idx" ON "credits_shop_pick_up_address" USING btree ("tenant_id","area_id","create_time" DESC NULLS FIRST);