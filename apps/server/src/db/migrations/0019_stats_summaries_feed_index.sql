CREATE TABLE "round_summaries" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"game_id" uuid NOT NULL,
	"holes_played" integer NOT NULL,
	"total_score" integer NOT NULL,
	"total_par" integer NOT NULL,
	"to_par" integer NOT NULL,
	"eagles" integer NOT NULL,
	"birdies" integer NOT NULL,
	"pars" integer NOT NULL,
	"bogeys" integer NOT NULL,
	"double_bogeys" integer NOT NULL,
	"total_putts" integer NOT NULL,
	"holes_with_putts_data" integer NOT NULL,
	"fairway_left" integer NOT NULL,
	"fairway_middle" integer NOT NULL,
	"fairway_right" integer NOT NULL,
	"fairway_total" integer NOT NULL,
	"fairway_opportunities" integer NOT NULL,
	"gir_count" integer NOT NULL,
	"gir_opportunities" integer NOT NULL,
	"par3_total" integer NOT NULL,
	"par3_to_par" integer NOT NULL,
	"par3_count" integer NOT NULL,
	"par4_total" integer NOT NULL,
	"par4_to_par" integer NOT NULL,
	"par4_count" integer NOT NULL,
	"par5_total" integer NOT NULL,
	"par5_to_par" integer NOT NULL,
	"par5_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "round_summaries" ADD CONSTRAINT "round_summaries_player_id_game_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."game_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_summaries" ADD CONSTRAINT "round_summaries_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "round_summaries_game_idx" ON "round_summaries" USING btree ("game_id");--> statement-breakpoint
DROP INDEX "posts_user_created_idx";--> statement-breakpoint
CREATE INDEX "posts_user_created_idx" ON "posts" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"audience");