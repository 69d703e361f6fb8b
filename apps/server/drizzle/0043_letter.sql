CREATE TABLE "station_letter" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "station_letter_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" varchar(2000) NOT NULL,
	"need_confirm" varchar(1) DEFAULT '0' NOT NULL,
	"department_ids" varchar(2000),
	"work_group_ids" varchar(2000),
	"role_ids" varchar(2000),
	"user_ids" varchar(2000),
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"recipient_count" integer DEFAULT 0,
	"send_time" timestamp with time zone,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "station_letter_recipient" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "station_letter_recipient_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"letter_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_time" timestamp with time zone,
	"confirm_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "station_letter_list_idx" ON "station_letter" USING btree ("tenant_id","status","create_time") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "station_letter_recipient_uq" ON "station_letter_recipient" USING btree ("letter_id","user_id");--> statement-breakpoint
CREATE INDEX "station_letter_recipient_user_idx" ON "station_letter_recipient" USING btree ("tenant_id","user_id","read_time");