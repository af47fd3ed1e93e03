-- Every item a save edited, included or excluded (the summary names only its first 50 changes), so an item's history
-- signs every change of a save (decision 0319). Null on rows saved before: their items' histories read the summary.
ALTER TABLE "scan_history" ADD COLUMN "item_changes" jsonb;
