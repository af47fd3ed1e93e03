-- Each sent item remembers which schedule fields the service holds from it, so a date taken out of the log is
-- cleared there on the next send. Rows from before stay null: not known, nothing of theirs is cleared.
ALTER TABLE "remote_sent_items" ADD COLUMN "schedule_fields" jsonb;
