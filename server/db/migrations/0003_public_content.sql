CREATE TABLE "audio_tracks" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"category1_uuid" uuid NOT NULL,
	"category2_uuid" uuid NOT NULL,
	"duration_seconds" integer NOT NULL,
	"bpm" integer NOT NULL,
	"file_uuid" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_display" boolean DEFAULT true NOT NULL,
	"license_ko" text NOT NULL,
	"license_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audio_tracks_duration_nonnegative" CHECK ("audio_tracks"."duration_seconds" >= 0),
	CONSTRAINT "audio_tracks_bpm_positive" CHECK ("audio_tracks"."bpm" > 0)
);
--> statement-breakpoint
CREATE TABLE "file_categories" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_type" text NOT NULL,
	"depth" smallint NOT NULL,
	"parent_uuid" uuid,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_categories_file_type" CHECK ("file_categories"."file_type" in ('audio', 'font')),
	CONSTRAINT "file_categories_depth" CHECK ("file_categories"."depth" in (1, 2)),
	CONSTRAINT "file_categories_parent" CHECK (("file_categories"."depth" = 1 and "file_categories"."parent_uuid" is null) or ("file_categories"."depth" = 2 and "file_categories"."parent_uuid" is not null))
);
--> statement-breakpoint
CREATE TABLE "fonts" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"font_name" text NOT NULL,
	"maker" text NOT NULL,
	"font_type_uuid" uuid NOT NULL,
	"license_name" text NOT NULL,
	"license_file_uuid" uuid NOT NULL,
	"css_family" text NOT NULL,
	"preview_css_url" text NOT NULL,
	"download_file_uuid" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_display" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"language" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"attachment_uuid" uuid,
	"is_display" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_language" CHECK ("notices"."language" in ('ko', 'en'))
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_type" text NOT NULL,
	"stored_name" text NOT NULL,
	"file_url" text NOT NULL,
	"original_name" text NOT NULL,
	"size" bigint NOT NULL,
	"mime" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_file_type" CHECK ("stored_files"."file_type" in ('audio', 'font', 'notice')),
	CONSTRAINT "stored_files_original_name_length" CHECK (char_length("stored_files"."original_name") between 1 and 50),
	CONSTRAINT "stored_files_size_nonnegative" CHECK ("stored_files"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audio_tracks" ADD CONSTRAINT "audio_tracks_category1_uuid_file_categories_uuid_fk" FOREIGN KEY ("category1_uuid") REFERENCES "public"."file_categories"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_tracks" ADD CONSTRAINT "audio_tracks_category2_uuid_file_categories_uuid_fk" FOREIGN KEY ("category2_uuid") REFERENCES "public"."file_categories"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_tracks" ADD CONSTRAINT "audio_tracks_file_uuid_stored_files_uuid_fk" FOREIGN KEY ("file_uuid") REFERENCES "public"."stored_files"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_categories" ADD CONSTRAINT "file_categories_parent_uuid_file_categories_uuid_fk" FOREIGN KEY ("parent_uuid") REFERENCES "public"."file_categories"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fonts" ADD CONSTRAINT "fonts_font_type_uuid_file_categories_uuid_fk" FOREIGN KEY ("font_type_uuid") REFERENCES "public"."file_categories"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fonts" ADD CONSTRAINT "fonts_license_file_uuid_stored_files_uuid_fk" FOREIGN KEY ("license_file_uuid") REFERENCES "public"."stored_files"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fonts" ADD CONSTRAINT "fonts_download_file_uuid_stored_files_uuid_fk" FOREIGN KEY ("download_file_uuid") REFERENCES "public"."stored_files"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_attachment_uuid_stored_files_uuid_fk" FOREIGN KEY ("attachment_uuid") REFERENCES "public"."stored_files"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_tracks_display_sort_idx" ON "audio_tracks" USING btree ("is_display","sort","created_at");--> statement-breakpoint
CREATE INDEX "audio_tracks_category1_idx" ON "audio_tracks" USING btree ("category1_uuid");--> statement-breakpoint
CREATE INDEX "audio_tracks_category2_idx" ON "audio_tracks" USING btree ("category2_uuid");--> statement-breakpoint
CREATE INDEX "audio_tracks_duration_idx" ON "audio_tracks" USING btree ("duration_seconds");--> statement-breakpoint
CREATE INDEX "audio_tracks_bpm_idx" ON "audio_tracks" USING btree ("bpm");--> statement-breakpoint
CREATE INDEX "file_categories_type_sort_idx" ON "file_categories" USING btree ("file_type","depth","sort");--> statement-breakpoint
CREATE INDEX "fonts_display_sort_idx" ON "fonts" USING btree ("is_display","sort","created_at");--> statement-breakpoint
CREATE INDEX "fonts_font_type_idx" ON "fonts" USING btree ("font_type_uuid");--> statement-breakpoint
CREATE INDEX "notices_list_idx" ON "notices" USING btree ("language","is_display","posted_at");--> statement-breakpoint
CREATE INDEX "stored_files_file_url_idx" ON "stored_files" USING btree ("file_url");--> statement-breakpoint
CREATE INDEX "stored_files_type_created_idx" ON "stored_files" USING btree ("file_type","created_at");