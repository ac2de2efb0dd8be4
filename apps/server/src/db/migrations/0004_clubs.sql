CREATE TABLE "club_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"changes" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"source_key" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"address" text,
	"city" text,
	"country" text NOT NULL,
	"region_id" uuid,
	"zip" text,
	"phone" text,
	"email" text,
	"website_url" text,
	"description" text,
	"thumbnail" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"holes" smallint,
	"number_of_holes" smallint,
	"architect" text,
	"club_membership" text,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"import_hash" text,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"name" text NOT NULL,
	"holes" smallint NOT NULL,
	"par" smallint NOT NULL,
	"has_gps" boolean DEFAULT false NOT NULL,
	"course_type" text,
	"guest_policy" text,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_clubs" (
	"user_id" text NOT NULL,
	"club_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_clubs_user_id_club_id_pk" PRIMARY KEY("user_id","club_id")
);
--> statement-breakpoint
CREATE TABLE "hole_geometries" (
	"course_id" uuid NOT NULL,
	"hole_number" smallint NOT NULL,
	"tee_lat" double precision,
	"tee_lng" double precision,
	"green_lat" double precision,
	"green_lng" double precision,
	"line" jsonb NOT NULL,
	"length_meters" integer NOT NULL,
	CONSTRAINT "hole_geometries_course_id_hole_number_pk" PRIMARY KEY("course_id","hole_number")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tee_holes" (
	"tee_id" uuid NOT NULL,
	"hole_number" smallint NOT NULL,
	"par" smallint NOT NULL,
	"par_w" smallint,
	"handicap" smallint,
	"handicap_w" smallint,
	"distance" smallint,
	"par_estimated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tee_holes_tee_id_hole_number_pk" PRIMARY KEY("tee_id","hole_number")
);
--> statement-breakpoint
CREATE TABLE "tees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"total_distance" integer,
	"course_rating" real,
	"slope_rating" smallint,
	"course_rating_w" real,
	"slope_rating_w" smallint,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_suggestions" ADD CONSTRAINT "club_suggestions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_suggestions" ADD CONSTRAINT "club_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_suggestions" ADD CONSTRAINT "club_suggestions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_clubs" ADD CONSTRAINT "favorite_clubs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_clubs" ADD CONSTRAINT "favorite_clubs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hole_geometries" ADD CONSTRAINT "hole_geometries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_holes" ADD CONSTRAINT "tee_holes_tee_id_tees_id_fk" FOREIGN KEY ("tee_id") REFERENCES "public"."tees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tees" ADD CONSTRAINT "tees_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_suggestions_status_idx" ON "club_suggestions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "club_suggestions_club_id_idx" ON "club_suggestions" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_slug_key" ON "clubs" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_source_key_key" ON "clubs" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "clubs_country_region_idx" ON "clubs" USING btree ("country","region_id");--> statement-breakpoint
CREATE INDEX "clubs_name_idx" ON "clubs" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "clubs_amenities_idx" ON "clubs" USING gin ("amenities");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_source_key_key" ON "courses" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "courses_club_id_idx" ON "courses" USING btree ("club_id","position");--> statement-breakpoint
CREATE INDEX "favorite_clubs_club_id_idx" ON "favorite_clubs" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_country_slug_key" ON "regions" USING btree ("country","slug");--> statement-breakpoint
CREATE INDEX "tees_course_id_idx" ON "tees" USING btree ("course_id","position");