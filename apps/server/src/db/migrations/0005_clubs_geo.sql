-- Indexes for club search that drizzle-kit cannot express (see src/db/schema/clubs.ts).
-- Nearest clubs: earth_box(ll_to_earth(lat, lng), radius) @> ll_to_earth(latitude, longitude) uses this GiST index.
CREATE INDEX IF NOT EXISTS "clubs_earth_idx" ON "clubs" USING gist (ll_to_earth("latitude", "longitude"));
--> statement-breakpoint
-- Map viewport: point(longitude, latitude) <@ box(...) uses this GiST index.
CREATE INDEX IF NOT EXISTS "clubs_point_idx" ON "clubs" USING gist (point("longitude", "latitude"));
--> statement-breakpoint
-- Name search: trigram similarity, word similarity and ILIKE on the folded name use this GIN index.
CREATE INDEX IF NOT EXISTS "clubs_search_name_trgm_idx" ON "clubs" USING gin ("search_name" gin_trgm_ops);
