-- The entry state machine (server/services/submission-pipeline.ts, TRANSITIONS) held by the database
-- itself: whatever writes submissions.state (the pipeline's conditional updates, an operator's SQL,
-- a future code path), a move the machine does not allow is refused with check_violation.
-- Keep this list and TRANSITIONS the same (server/tests/submission-transitions.test.ts checks both).
CREATE FUNCTION "submissions_state_transition_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.state, NEW.state) NOT IN (
    ('reviewing', 'approved'),
    ('reviewing', 'returned'),
    ('approved', 'converting'),
    ('converting', 'scheduled')
  ) THEN
    RAISE EXCEPTION 'entry % may not move from % to %', OLD.uuid, OLD.state, NEW.state
      USING ERRCODE = 'check_violation', CONSTRAINT = 'submissions_state_transition';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "submissions_state_transition"
  BEFORE UPDATE OF "state" ON "submissions"
  FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state)
  EXECUTE FUNCTION "submissions_state_transition_check"();
