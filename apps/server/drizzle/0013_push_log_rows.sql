-- One row per pushed message with its users, instead of one row per user (docs/performance.md): existing rows keep
-- their ids, so a stream reconnecting across the upgrade still gets what it missed.
DROP INDEX "realtime_messages_user_idx";--> statement-breakpoint
ALTER TABLE "realtime_messages" ADD COLUMN "user_ids" integer[];--> statement-breakpoint
UPDATE "realtime_messages" SET "user_ids" = ARRAY["user_id"];--> statement-breakpoint
ALTER TABLE "realtime_messages" ALTER COLUMN "user_ids" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "realtime_messages" DROP COLUMN "user_id";
