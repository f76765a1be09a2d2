CREATE TABLE "conversion_jobs" (
	"submission_uuid" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversion_jobs_state" CHECK ("conversion_jobs"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "private_files" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_uuid" uuid NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"size" bigint NOT NULL,
	"mime" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_files_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "private_files_original_name_length" CHECK (char_length("private_files"."original_name") between 1 and 50),
	CONSTRAINT "private_files_size_nonnegative" CHECK ("private_files"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"topic_uuid" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"t_type" text NOT NULL,
	"state" text DEFAULT 'reviewing' NOT NULL,
	"return_reason" text,
	"work_file_uuid" uuid NOT NULL,
	"thumbnail_file_uuid" uuid NOT NULL,
	"project_file_uuid" uuid,
	"delivery_file_uuid" uuid,
	"poster_file_uuid" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"project_file_at" timestamp with time zone,
	"converted_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_state" CHECK ("submissions"."state" in ('reviewing', 'returned', 'approved', 'converting', 'scheduled')),
	CONSTRAINT "submissions_t_type" CHECK ("submissions"."t_type" in ('video', 'bcon')),
	CONSTRAINT "submissions_returned_has_reason" CHECK ("submissions"."state" <> 'returned' or "submissions"."return_reason" is not null),
	CONSTRAINT "submissions_converting_has_project_file" CHECK ("submissions"."state" not in ('converting', 'scheduled') or "submissions"."project_file_uuid" is not null),
	CONSTRAINT "submissions_scheduled_is_converted" CHECK ("submissions"."state" <> 'scheduled' or "submissions"."converted_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "conversion_jobs" ADD CONSTRAINT "conversion_jobs_submission_uuid_submissions_uuid_fk" FOREIGN KEY ("submission_uuid") REFERENCES "public"."submissions"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_files" ADD CONSTRAINT "private_files_owner_uuid_users_uuid_fk" FOREIGN KEY ("owner_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_topic_uuid_topics_uuid_fk" FOREIGN KEY ("topic_uuid") REFERENCES "public"."topics"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_work_file_uuid_private_files_uuid_fk" FOREIGN KEY ("work_file_uuid") REFERENCES "public"."private_files"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_thumbnail_file_uuid_private_files_uuid_fk" FOREIGN KEY ("thumbnail_file_uuid") REFERENCES "public"."private_files"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_project_file_uuid_private_files_uuid_fk" FOREIGN KEY ("project_file_uuid") REFERENCES "public"."private_files"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_delivery_file_uuid_private_files_uuid_fk" FOREIGN KEY ("delivery_file_uuid") REFERENCES "public"."private_files"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_poster_file_uuid_private_files_uuid_fk" FOREIGN KEY ("poster_file_uuid") REFERENCES "public"."private_files"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversion_jobs_due_idx" ON "conversion_jobs" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "private_files_owner_idx" ON "private_files" USING btree ("owner_uuid");--> statement-breakpoint
CREATE INDEX "submissions_user_submitted_idx" ON "submissions" USING btree ("user_uuid","submitted_at");--> statement-breakpoint
CREATE INDEX "submissions_state_idx" ON "submissions" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "group_submissions_submission_uuid_idx" ON "group_submissions" USING btree ("submission_uuid");