CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE UNLOGGED TABLE "kv_store" (
	"key" varchar(400) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_setting" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" varchar(63) NOT NULL,
	"platform_name" varchar(100) NOT NULL,
	"tenant_id_str" varchar(64) NOT NULL,
	"double_factor_login" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"expire_at" timestamp with time zone,
	"icp_number" varchar(64) DEFAULT '' NOT NULL,
	"security_number" varchar(64) DEFAULT '' NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone,
	CONSTRAINT "tenant_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sys_dict" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_dict_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"dict_code" varchar(100) NOT NULL,
	"dict_name" varchar(100) NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"remark" varchar(500),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_dict_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_dict_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"dict_code" varchar(100) NOT NULL,
	"value" varchar(100) NOT NULL,
	"label" varchar(100) NOT NULL,
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
CREATE TABLE "sys_file" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"storage_key" varchar(100) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone,
	CONSTRAINT "sys_file_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "sys_login_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_login_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_name" varchar(64) NOT NULL,
	"ip" varchar(64),
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"message" varchar(500),
	"status" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_menu_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"name" varchar(100) NOT NULL,
	"title" varchar(100) NOT NULL,
	"icon" varchar(100),
	"url" varchar(200),
	"type" varchar(20) NOT NULL,
	"component" varchar(100),
	"orderby" integer DEFAULT 1 NOT NULL,
	"permission_code" varchar(100),
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_operation_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_operation_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint,
	"username" varchar(64) DEFAULT '' NOT NULL,
	"method" varchar(10) NOT NULL,
	"uri" varchar(500) NOT NULL,
	"ip" varchar(64),
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"params" text,
	"message" varchar(500),
	"error" varchar(2000),
	"status" smallint NOT NULL,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_role_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"role_extent" varchar(200),
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"icon" varchar(100),
	"builtin_admin" boolean DEFAULT false NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_role_menu_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	"half_checked" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"idle_minutes" integer NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" varchar(300),
	CONSTRAINT "sys_session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"username" varchar(64) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"password_initial" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"family_name" varchar(50),
	"name" varchar(50),
	"mobile" varchar(20),
	"email" varchar(100),
	"img_path" varchar(500),
	"status" smallint DEFAULT 0 NOT NULL,
	"last_login" timestamp with time zone,
	"register_time" timestamp with time zone DEFAULT now() NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_user_role_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "kv_store_expires_idx" ON "kv_store" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_code_uq" ON "sys_dict" USING btree ("tenant_id","dict_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "sys_dict_item_code_idx" ON "sys_dict_item" USING btree ("tenant_id","dict_code","sort");--> statement-breakpoint
CREATE INDEX "sys_login_log_time_idx" ON "sys_login_log" USING btree ("tenant_id","time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sys_login_log_user_trgm_idx" ON "sys_login_log" USING gin ("user_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_menu_tenant_idx" ON "sys_menu" USING btree ("tenant_id","parent_id","orderby");--> statement-breakpoint
CREATE INDEX "sys_operation_log_time_idx" ON "sys_operation_log" USING btree ("tenant_id","time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sys_operation_log_user_trgm_idx" ON "sys_operation_log" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_role_tenant_idx" ON "sys_role" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_menu_uq" ON "sys_role_menu" USING btree ("role_id","menu_id");--> statement-breakpoint
CREATE INDEX "sys_role_menu_menu_idx" ON "sys_role_menu" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_tenant_username_uq" ON "sys_user" USING btree ("tenant_id","username") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_role_uq" ON "sys_user_role" USING btree ("user_id","role_id");--> statement-breakpoint
CREATE INDEX "sys_user_role_role_idx" ON "sys_user_role" USING btree ("role_id");