ALTER TABLE "driver_instructions" ADD COLUMN "run_id" uuid;--> statement-breakpoint
ALTER TABLE "driver_instructions" ADD COLUMN "run_stop" integer;