CREATE TABLE "resumable_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_uuid" uuid NOT NULL,
	"length" bigint NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	CONSTRAINT "resumable_uploads_length_positive" CHECK ("resumable_uploads"."length" > 0)
);
--> statement-breakpoint
ALTER TABLE "resumable_uploads" ADD CONSTRAINT "resumable_uploads_owner_uuid_users_uuid_fk" FOREIGN KEY ("owner_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resumable_uploads_owner_idx" ON "resumable_uploads" USING btree ("owner_uuid");--> statement-breakpoint
CREATE INDEX "resumable_uploads_expires_idx" ON "resumable_uploads" USING btree ("expires_at");