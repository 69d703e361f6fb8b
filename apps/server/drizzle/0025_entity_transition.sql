CREATE TABLE "sys_entity_transition" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_entity_transition_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"entity" varchar(100) NOT NULL,
	"row_id" bigint NOT NULL,
	"action" varchar(64) NOT NULL,
	"from_value" varchar(32),
	"to_value" varchar(32) NOT NULL,
	"remark" varchar(500),
	"create_by" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_entity_transition_row_idx" ON "sys_entity_transition" USING btree ("tenant_id","entity","row_id","id");