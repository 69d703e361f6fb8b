CREATE TABLE "content_article" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_article_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"community_id" bigint NOT NULL,
	"name" varchar(20) NOT NULL,
	"category_id" bigint NOT NULL,
	"source" varchar(50) NOT NULL,
	"article_based" varchar(200) NOT NULL,
	"article_covers" varchar(500) NOT NULL,
	"content" text NOT NULL,
	"clicks" integer,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_banner" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_banner_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"community" varchar(100) NOT NULL,
	"category_id" bigint NOT NULL,
	"title" varchar(50) NOT NULL,
	"numeration" integer NOT NULL,
	"picture" varchar(100) NOT NULL,
	"classification_type" varchar(20) NOT NULL,
	"connection_type" varchar(1) NOT NULL,
	"details" varchar(500) NOT NULL,
	"remark" varchar(50) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"clicks" integer,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_category" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"category_name" varchar(20) NOT NULL,
	"explain" varchar(200) NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_commercial_service" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_commercial_service_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"building_id" integer,
	"title" varchar(20) NOT NULL,
	"contact" varchar(20) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"summary" varchar(100) NOT NULL,
	"extend_field1" varchar(128),
	"extend_field2" varchar(128),
	"extend_field3" varchar(128),
	"extend_field4" varchar(128),
	"extend_field5" varchar(128),
	"version" integer,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "content_article_list_idx" ON "content_article" USING btree ("tenant_id","community_id","create_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_banner_list_idx" ON "content_banner" USING btree ("tenant_id","numeration","id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_category_category_name_uq" ON "content_category" USING btree ("tenant_id","parent_id","category_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "content_category_parent_idx" ON "content_category" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "content_commercial_service_area_idx" ON "content_commercial_service" USING btree ("tenant_id","area_id","create_time" DESC NULLS FIRST);