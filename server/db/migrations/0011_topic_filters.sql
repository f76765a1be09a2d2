-- Keyword search on /jobs (topic name or hashtag, case-insensitive, anywhere in the text): a
-- trigram index over one text made of both. pg_trgm ships with PostgreSQL (a trusted extension since
-- 13: the database owner may create it) and with PGlite (loaded in server/db/client.ts). The function
-- is IMMUTABLE so that it can be indexed (array_to_string of a text[] depends on nothing but its
-- input); a newline separates the parts, which a keyword (one line) never spans.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION topic_search_text(topic text, hashtags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT topic || E'\n' || array_to_string(hashtags, E'\n') $$;--> statement-breakpoint
CREATE INDEX "topics_type_style_idx" ON "topics" USING btree ("topic_type","video_style_type");--> statement-breakpoint
CREATE INDEX "topics_time_limit_idx" ON "topics" USING btree ("time_limit");--> statement-breakpoint
CREATE INDEX "topics_max_amount_idx" ON "topics" USING btree ("max_amount","created_at");--> statement-breakpoint
CREATE INDEX "topics_entry_end_at_idx" ON "topics" USING btree ("entry_end_at");--> statement-breakpoint
CREATE INDEX "topics_search_trgm_idx" ON "topics" USING gin (topic_search_text("topic", "hashtags") gin_trgm_ops);
