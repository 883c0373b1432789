ALTER TABLE "hazards" ADD COLUMN "rectifier_id" integer;--> statement-breakpoint
-- Hazards already disposed of: their latest dispose step's person is the rectifier.
UPDATE "hazards" h SET "rectifier_id" = n."user_id"
  FROM (SELECT DISTINCT ON ("hazard_id") "hazard_id", "user_id" FROM "hazard_nodes" WHERE "step" = 'dispose'
        ORDER BY "hazard_id", "id" DESC) n
  WHERE n."hazard_id" = h."id";
