CREATE TABLE "handicap_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "handicap_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"game_id" uuid NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"holes" smallint NOT NULL,
	"adjusted_gross_score" smallint NOT NULL,
	"course_rating" numeric(4, 1) NOT NULL,
	"slope_rating" smallint NOT NULL,
	"differential" numeric(4, 1) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "handicap_records" ADD CONSTRAINT "handicap_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handicap_records" ADD CONSTRAINT "handicap_records_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "handicap_records_user_game_key" ON "handicap_records" USING btree ("user_id","game_id");--> statement-breakpoint
CREATE INDEX "handicap_records_user_played_idx" ON "handicap_records" USING btree ("user_id","played_at");--> statement-breakpoint
CREATE INDEX "handicap_records_game_idx" ON "handicap_records" USING btree ("game_id");