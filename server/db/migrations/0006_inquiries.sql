CREATE TABLE "inquiries" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"submission_uuid" uuid,
	"attachment_file_uuid" uuid,
	"state" text DEFAULT 'unanswered' NOT NULL,
	"language" text DEFAULT 'ko' NOT NULL,
	"answer_html" text,
	"answered_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_state" CHECK ("inquiries"."state" in ('unanswered', 'answered', 'deleted')),
	CONSTRAINT "inquiries_category" CHECK ("inquiries"."category" in ('entry', 'payout', 'account', 'other')),
	CONSTRAINT "inquiries_language" CHECK ("inquiries"."language" in ('ko', 'en')),
	CONSTRAINT "inquiries_answered_has_answer" CHECK ("inquiries"."state" <> 'answered' or "inquiries"."answer_html" is not null)
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_submission_uuid_submissions_uuid_fk" FOREIGN KEY ("submission_uuid") REFERENCES "public"."submissions"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_attachment_file_uuid_private_files_uuid_fk" FOREIGN KEY ("attachment_file_uuid") REFERENCES "public"."private_files"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_user_created_idx" ON "inquiries" USING btree ("user_uuid","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_state_idx" ON "inquiries" USING btree ("state","created_at");