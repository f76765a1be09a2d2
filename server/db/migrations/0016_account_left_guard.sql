-- Leaving the portal (issue 19, services/account-deletion.ts) erases an account's personal rows in
-- one transaction that holds its users row FOR UPDATE. A request of the same account already under
-- way (an upload finishing, a withdrawal request, a login, a password reset) could otherwise insert a
-- new personal row for it just after the erasure commits. Each such insert first takes a share lock
-- on the owner's row (waiting for an erasure in progress, then reading its outcome) and is refused
-- (check_violation, constraint account_left) when the account has left. Rows the account keeps
-- receiving as the anonymous owner of its kept entries (ledger credits, notifications of their
-- groups) are not guarded.
CREATE FUNCTION "refuse_rows_of_left_accounts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
  owner_status user_status;
BEGIN
  SELECT status INTO owner_status FROM users WHERE uuid = owner FOR KEY SHARE;
  IF owner_status = 'withdrawn' THEN
    RAISE EXCEPTION 'account % has left the portal', owner
      USING ERRCODE = 'check_violation', CONSTRAINT = 'account_left';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "submissions_account_left" BEFORE INSERT ON "submissions" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_left_accounts"('user_uuid');
--> statement-breakpoint
CREATE TRIGGER "inquiries_account_left" BEFORE INSERT ON "inquiries" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_left_accounts"('user_uuid');
--> statement-breakpoint
CREATE TRIGGER "withdrawal_requests_account_left" BEFORE INSERT ON "withdrawal_requests" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_left_accounts"('user_uuid');
--> statement-breakpoint
CREATE TRIGGER "private_files_account_left" BEFORE INSERT ON "private_files" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_left_accounts"('owner_uuid');
--> statement-breakpoint
CREATE TRIGGER "user_sessions_account_left" BEFORE INSERT ON "user_sessions" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_left_accounts"('user_uuid');
--> statement-breakpoint
CREATE TRIGGER "email_changes_account_left" BEFORE INSERT OR UPDATE ON "email_changes" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_left_accounts"('user_uuid');
--> statement-breakpoint
CREATE TRIGGER "email_verifications_account_left" BEFORE INSERT ON "email_verifications" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_left_accounts"('user_uuid');
--> statement-breakpoint
CREATE TRIGGER "temporary_passwords_account_left" BEFORE INSERT OR UPDATE ON "temporary_passwords" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_left_accounts"('user_uuid');
--> statement-breakpoint
CREATE TRIGGER "mail_opt_outs_account_left" BEFORE INSERT ON "mail_opt_outs" FOR EACH ROW EXECUTE FUNCTION "refuse_rows_of_left_accounts"('user_uuid');
