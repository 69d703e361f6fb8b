CREATE TABLE "work_order" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"area_id" bigint NOT NULL,
	"title" varchar(50) NOT NULL,
	"order_type" varchar(1) DEFAULT '1' NOT NULL,
	"room_id" bigint,
	"content" varchar(500) NOT NULL,
	"reporter_name" varchar(30) NOT NULL,
	"reporter_phone" varchar(11) NOT NULL,
	"photos" varchar(500),
	"urgent" varchar(1) DEFAULT '0',
	"state" varchar(1) DEFAULT '0',
	"assignee_id" bigint,
	"deadline" timestamp with time zone,
	"finish_photos" varchar(500),
	"score" integer,
	"evaluation" varchar(200),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" bigint,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "work_order_area_idx" ON "work_order" USING btree ("tenant_id","area_id","create_time") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "work_order_state_idx" ON "work_order" USING btree ("tenant_id","state","deadline") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "work_order_assignee_idx" ON "work_order" USING btree ("tenant_id","assignee_id","state") WHERE del_flag = 0;