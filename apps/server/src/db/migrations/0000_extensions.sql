-- Extensions used by Fairway, present in PGlite and in PostgreSQL contrib:
-- pg_trgm for accent- and typo-tolerant name search, cube + earthdistance for nearest clubs.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
