CREATE TABLE "competition_groups" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic_uuid" uuid NOT NULL,
	"state" smallint NOT NULL,
	"begin_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"count_of_order" bigint DEFAULT 0 NOT NULL,
	"competition_update_at" timestamp with time zone,
	"final_statistics_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_groups_state" CHECK ("competition_groups"."state" between 1 and 4),
	CONSTRAINT "competition_groups_period" CHECK ("competition_groups"."end_at" > "competition_groups"."begin_at"),
	CONSTRAINT "competition_groups_capacity_positive" CHECK ("competition_groups"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "group_submissions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_uuid" uuid NOT NULL,
	"submission_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"t_type" text NOT NULL,
	"video_url" text,
	"thumbnail_url" text,
	"count_of_order" bigint DEFAULT 0 NOT NULL,
	"ranking" integer,
	"ratio_basis_points" integer,
	"accumulation_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_submissions_t_type" CHECK ("group_submissions"."t_type" in ('video', 'bcon')),
	CONSTRAINT "group_submissions_ratio_range" CHECK ("group_submissions"."ratio_basis_points" is null or "group_submissions"."ratio_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "production_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_submission_uuid" uuid NOT NULL,
	"count" integer NOT NULL,
	"produced_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"report_id" text,
	CONSTRAINT "production_reports_report_id_unique" UNIQUE("report_id"),
	CONSTRAINT "production_reports_count_positive" CHECK ("production_reports"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "statistics_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"group_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" text NOT NULL,
	"max_amount" bigint NOT NULL,
	"max_count" integer NOT NULL,
	"amount_per_user" bigint NOT NULL,
	"main_banner_image_url" text,
	"thumbnail_url" text,
	"topic_type" smallint NOT NULL,
	"video_style_type" smallint NOT NULL,
	"time_limit" text NOT NULL,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topics_max_amount_nonnegative" CHECK ("topics"."max_amount" >= 0),
	CONSTRAINT "topics_amount_per_user_nonnegative" CHECK ("topics"."amount_per_user" >= 0),
	CONSTRAINT "topics_max_count_positive" CHECK ("topics"."max_count" > 0),
	CONSTRAINT "topics_topic_type_positive" CHECK ("topics"."topic_type" >= 1),
	CONSTRAINT "topics_video_style_type" CHECK ("topics"."video_style_type" between 1 and 4),
	CONSTRAINT "topics_time_limit" CHECK ("topics"."time_limit" in ('f1s', 'f2s', 'f3s', 'f4s', 'f5s', 'f10s', 'f30s', 'f1m', '1s', '2s', '5s', '10s', '30s', '1m', '3m', '5m'))
);
--> statement-breakpoint
ALTER TABLE "competition_groups" ADD CONSTRAINT "competition_groups_topic_uuid_topics_uuid_fk" FOREIGN KEY ("topic_uuid") REFERENCES "public"."topics"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_submissions" ADD CONSTRAINT "group_submissions_group_uuid_competition_groups_uuid_fk" FOREIGN KEY ("group_uuid") REFERENCES "public"."competition_groups"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_submissions" ADD CONSTRAINT "group_submissions_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_reports" ADD CONSTRAINT "production_reports_group_submission_uuid_group_submissions_uuid_fk" FOREIGN KEY ("group_submission_uuid") REFERENCES "public"."group_submissions"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_groups_topic_state_idx" ON "competition_groups" USING btree ("topic_uuid","state");--> statement-breakpoint
CREATE INDEX "competition_groups_state_begin_idx" ON "competition_groups" USING btree ("state","begin_at");--> statement-breakpoint
CREATE UNIQUE INDEX "group_submissions_group_position_idx" ON "group_submissions" USING btree ("group_uuid","position");--> statement-breakpoint
CREATE INDEX "group_submissions_user_uuid_idx" ON "group_submissions" USING btree ("user_uuid");--> statement-breakpoint
CREATE INDEX "production_reports_submission_time_idx" ON "production_reports" USING btree ("group_submission_uuid","produced_at");--> statement-breakpoint
CREATE INDEX "statistics_runs_ran_at_idx" ON "statistics_runs" USING btree ("ran_at");--> statement-breakpoint
CREATE INDEX "topics_created_at_idx" ON "topics" USING btree ("created_at");