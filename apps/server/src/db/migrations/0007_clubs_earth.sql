-- Nearest clubs without trigonometry per row: each club's point on the earthdistance sphere is computed once, on
-- write, into a generated column (not in the Drizzle schema: only the clubs repository reads it, in SQL). Its GiST
-- index serves the radius filter (earth_box), the exact radius check by chord length (cube_distance, an
-- index-only scan) and the nearest-first order (`<->`, a k-nearest-neighbour index scan).
ALTER TABLE "clubs" ADD COLUMN IF NOT EXISTS "earth_point" cube GENERATED ALWAYS AS (ll_to_earth("latitude", "longitude")) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clubs_earth_point_idx" ON "clubs" USING gist ("earth_point");
--> statement-breakpoint
DROP INDEX IF EXISTS "clubs_earth_idx";
