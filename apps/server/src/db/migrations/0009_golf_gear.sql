CREATE TABLE "bag_clubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"club_number" smallint,
	"loft" numeric(4, 1),
	"in_bag" boolean DEFAULT true NOT NULL,
	"brand_id" integer,
	"model_name" text,
	"custom_model_name" text,
	"shaft_flex" text,
	"notes" text,
	"average_distance" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "golf_brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "golf_brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bag_clubs" ADD CONSTRAINT "bag_clubs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_clubs" ADD CONSTRAINT "bag_clubs_brand_id_golf_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."golf_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bag_clubs_user_idx" ON "bag_clubs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "golf_brands_name_idx" ON "golf_brands" USING btree (lower("name"));--> statement-breakpoint
-- The seeded brand list the bag editor searches (clubs-and-social.md §3 "Brand").
INSERT INTO "golf_brands" ("name") VALUES ('Titleist'),('Callaway'),('TaylorMade'),('Ping'),('Cobra'),('Mizuno'),('Srixon'),('Cleveland'),('Wilson'),('PXG'),('Bridgestone'),('Honma'),('Odyssey'),('Scotty Cameron'),('Tour Edge'),('Benross'),('Yonex'),('XXIO'),('Vokey'),('Adams'),('Lynx'),('MacGregor'),('Ben Hogan'),('Sub 70'),('Takomo'),('Miura'),('Epon'),('Fourteen'),('Bettinardi'),('Evnroll'),('L.A.B. Golf'),('Inesis'),('Sonartec'),('Krank'),('Nike'),('Other');