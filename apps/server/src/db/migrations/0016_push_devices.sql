CREATE TABLE "push_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"device_id" text NOT NULL,
	"platform" text NOT NULL,
	"device_name" text,
	"endpoint" text,
	"p256dh" text,
	"auth" text,
	"token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_devices_user_device_key" ON "push_devices" USING btree ("user_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_devices_endpoint_key" ON "push_devices" USING btree ("endpoint") WHERE "push_devices"."endpoint" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "push_devices_token_key" ON "push_devices" USING btree ("platform","token") WHERE "push_devices"."token" is not null;--> statement-breakpoint
CREATE INDEX "push_devices_user_idx" ON "push_devices" USING btree ("user_id");