-- Every write to a creator's own data is announced by the database itself: `NOTIFY public_reads,
-- 'creators'`, heard by every server process, which drops its cached answers of that data (entries,
-- works in groups, files, inquiries, earnings, withdrawals, notifications)
-- (services/public-cache.ts, area 'creators'; issue 20 item 6). A trigger cannot be forgotten by a
-- writer: routes, services, operator commands in their own process, other instances and a
-- hand-written SQL statement all fire it. Statement-level: one notice per statement, and PostgreSQL
-- sends one per transaction for equal payloads.
CREATE FUNCTION "notify_creator_reads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_reads', 'creators');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "submissions_creator_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "submissions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_creator_reads"();
--> statement-breakpoint
CREATE TRIGGER "group_submissions_creator_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "group_submissions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_creator_reads"();
--> statement-breakpoint
CREATE TRIGGER "competition_groups_creator_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "competition_groups" FOR EACH STATEMENT EXECUTE FUNCTION "notify_creator_reads"();
--> statement-breakpoint
CREATE TRIGGER "private_files_creator_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "private_files" FOR EACH STATEMENT EXECUTE FUNCTION "notify_creator_reads"();
--> statement-breakpoint
CREATE TRIGGER "inquiries_creator_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "inquiries" FOR EACH STATEMENT EXECUTE FUNCTION "notify_creator_reads"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_creator_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "notify_creator_reads"();
--> statement-breakpoint
CREATE TRIGGER "withdrawal_requests_creator_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "withdrawal_requests" FOR EACH STATEMENT EXECUTE FUNCTION "notify_creator_reads"();
--> statement-breakpoint
CREATE TRIGGER "notifications_creator_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION "notify_creator_reads"();
