CREATE TABLE "notification_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"friend_requests" boolean DEFAULT true NOT NULL,
	"game_invitations" boolean DEFAULT true NOT NULL,
	"new_messages" boolean DEFAULT true NOT NULL,
	"friends_posts" boolean DEFAULT true NOT NULL,
	"post_responses" boolean DEFAULT true NOT NULL,
	"announcements" boolean DEFAULT true NOT NULL,
	"club_events" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;