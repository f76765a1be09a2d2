CREATE TABLE "ledger_entries" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"reason" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"group_submission_uuid" uuid,
	"withdrawal_uuid" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_reason" CHECK ("ledger_entries"."reason" in ('credit', 'withdrawal', 'withdrawal_returned', 'adjustment')),
	CONSTRAINT "ledger_entries_sign" CHECK (("ledger_entries"."reason" in ('credit', 'withdrawal_returned') and "ledger_entries"."amount_minor" > 0)
        or ("ledger_entries"."reason" = 'withdrawal' and "ledger_entries"."amount_minor" < 0)
        or ("ledger_entries"."reason" = 'adjustment' and "ledger_entries"."amount_minor" <> 0)),
	CONSTRAINT "ledger_entries_reference" CHECK (("ledger_entries"."reason" in ('credit', 'adjustment') and "ledger_entries"."group_submission_uuid" is not null)
        or ("ledger_entries"."reason" in ('withdrawal', 'withdrawal_returned') and "ledger_entries"."withdrawal_uuid" is not null))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_requests" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"idempotency_key" text NOT NULL,
	"currency" text NOT NULL,
	"gross_minor" bigint NOT NULL,
	"vat_minor" bigint NOT NULL,
	"income_tax_minor" bigint NOT NULL,
	"local_income_tax_minor" bigint NOT NULL,
	"net_minor" bigint NOT NULL,
	"payee_type" text NOT NULL,
	"vat_registered" boolean DEFAULT false NOT NULL,
	"account_holder" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_number_masked" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"guardian_name" text,
	"guardian_phone" text,
	"guardian_consent_file_uuid" uuid,
	"document_file_uuids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"language" text DEFAULT 'ko' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expected_payout_date" date NOT NULL,
	"paid_date" date,
	"rejected_at" timestamp with time zone,
	"rejection_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_requests_state" CHECK ("withdrawal_requests"."state" in ('requested', 'paid', 'rejected')),
	CONSTRAINT "withdrawal_requests_payee_type" CHECK ("withdrawal_requests"."payee_type" in ('individual', 'business')),
	CONSTRAINT "withdrawal_requests_currency" CHECK ("withdrawal_requests"."currency" in ('KRW', 'USD')),
	CONSTRAINT "withdrawal_requests_language" CHECK ("withdrawal_requests"."language" in ('ko', 'en')),
	CONSTRAINT "withdrawal_requests_gross_positive" CHECK ("withdrawal_requests"."gross_minor" > 0),
	CONSTRAINT "withdrawal_requests_vat_business_only" CHECK (not "withdrawal_requests"."vat_registered" or "withdrawal_requests"."payee_type" = 'business'),
	CONSTRAINT "withdrawal_requests_state_dates" CHECK (("withdrawal_requests"."state" = 'paid') = ("withdrawal_requests"."paid_date" is not null)
        and ("withdrawal_requests"."state" = 'rejected') = ("withdrawal_requests"."rejected_at" is not null and "withdrawal_requests"."rejection_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_withdrawal_uuid_withdrawal_requests_uuid_fk" FOREIGN KEY ("withdrawal_uuid") REFERENCES "public"."withdrawal_requests"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_guardian_consent_file_uuid_private_files_uuid_fk" FOREIGN KEY ("guardian_consent_file_uuid") REFERENCES "public"."private_files"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_credit_idx" ON "ledger_entries" USING btree ("group_submission_uuid") WHERE "ledger_entries"."reason" = 'credit';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_per_withdrawal_idx" ON "ledger_entries" USING btree ("withdrawal_uuid","reason") WHERE "ledger_entries"."withdrawal_uuid" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_user_created_idx" ON "ledger_entries" USING btree ("user_uuid","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_group_submission_idx" ON "ledger_entries" USING btree ("group_submission_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_requests_idempotency_idx" ON "withdrawal_requests" USING btree ("user_uuid","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_requests_one_pending_idx" ON "withdrawal_requests" USING btree ("user_uuid") WHERE "withdrawal_requests"."state" = 'requested';--> statement-breakpoint
CREATE INDEX "withdrawal_requests_user_requested_idx" ON "withdrawal_requests" USING btree ("user_uuid","requested_at");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_state_idx" ON "withdrawal_requests" USING btree ("state","requested_at");