-- A withdrawal's Idempotency-Key answers the stored request only to a replay with the same body
-- (issue 20, item 3). The texts are compared with the row's own columns; the documents by this
-- fingerprint (their names, sizes and SHA-256, services/withdrawals.ts). Rows made before it stay null.
ALTER TABLE "withdrawal_requests" ADD COLUMN "documents_fingerprint" text;
