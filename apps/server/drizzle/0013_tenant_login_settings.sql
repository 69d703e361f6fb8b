ALTER TABLE "tenant" ADD COLUMN "captcha_type" varchar(16) DEFAULT 'blockPuzzle' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "cas_base_url" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "special_login_enabled" boolean DEFAULT false NOT NULL;