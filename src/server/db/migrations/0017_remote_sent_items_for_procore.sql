-- What was sent to Procore joins what was sent to Autodesk Build: one table for every service (its ids as text).
-- Every row is copied before the old table goes, so a re-send after the upgrade still finds each item's Procore id.
INSERT INTO "remote_sent_items" ("service", "scan_id", "project_ref", "item_key", "remote_id", "number", "fingerprint", "updated_at")
SELECT 'procore', "scan_id", "project_id"::text, "item_key", "remote_id"::text, "number", "fingerprint", "updated_at"
FROM "procore_sent_items"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP TABLE "procore_sent_items" CASCADE;
