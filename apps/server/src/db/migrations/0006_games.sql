CREATE TABLE "game_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" text,
	"guest_id" uuid,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"handicap_index" numeric(3, 1),
	"tee_id" uuid,
	"team_id" text,
	"status" text DEFAULT 'playing' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_score_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_score_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"hole_number" smallint NOT NULL,
	"values" jsonb NOT NULL,
	"entered_by" text NOT NULL,
	"entered_at" timestamp (3) with time zone NOT NULL,
	"outcome" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_scores" (
	"game_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"hole_number" smallint NOT NULL,
	"tee_id" uuid,
	"score" smallint,
	"putts" smallint,
	"water_penalties" smallint,
	"ob_penalties" smallint,
	"drop_penalties" smallint,
	"fairway_hit" text,
	"entered_by" text NOT NULL,
	"entered_at" timestamp (3) with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_scores_game_id_player_id_hole_number_pk" PRIMARY KEY("game_id","player_id","hole_number")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"holes_setting" smallint DEFAULT 18 NOT NULL,
	"starting_hole" smallint DEFAULT 1 NOT NULL,
	"format" text DEFAULT 'strokeplay' NOT NULL,
	"scoring_mode" text DEFAULT 'gross' NOT NULL,
	"use_handicaps" boolean DEFAULT true NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"count_for_handicap" boolean DEFAULT true NOT NULL,
	"contests" jsonb DEFAULT '{"longestDrive":false,"closestToPin":false}'::jsonb NOT NULL,
	"preferences" jsonb DEFAULT '{"showLeaderboard":true,"showLiveScores":true,"showStats":true,"autoAdvance":false}'::jsonb NOT NULL,
	"kind" text DEFAULT 'live' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"handicap" numeric(3, 1) DEFAULT 0 NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_tee_id_tees_id_fk" FOREIGN KEY ("tee_id") REFERENCES "public"."tees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_score_history" ADD CONSTRAINT "game_score_history_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_scores" ADD CONSTRAINT "game_scores_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_scores" ADD CONSTRAINT "game_scores_player_id_game_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."game_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_players_game_idx" ON "game_players" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_players_user_idx" ON "game_players" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_players_game_user_key" ON "game_players" USING btree ("game_id","user_id") WHERE "game_players"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "game_players_game_guest_key" ON "game_players" USING btree ("game_id","guest_id") WHERE "game_players"."guest_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "game_score_history_hole_idx" ON "game_score_history" USING btree ("game_id","player_id","hole_number");--> statement-breakpoint
CREATE INDEX "games_owner_idx" ON "games" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "guests_owner_idx" ON "guests" USING btree ("owner_id");