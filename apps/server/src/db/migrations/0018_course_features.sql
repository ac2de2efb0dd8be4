CREATE TABLE "course_features" (
	"course_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"hole_number" smallint,
	"ring" jsonb NOT NULL,
	CONSTRAINT "course_features_course_id_position_pk" PRIMARY KEY("course_id","position")
);
--> statement-breakpoint
ALTER TABLE "course_features" ADD CONSTRAINT "course_features_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;