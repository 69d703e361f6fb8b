ALTER TABLE "sys_user" ALTER COLUMN "img_path" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "disc_title" varchar(100);--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "disc_detail" varchar(200);