-- Issue 40: a title per page of an uploaded PDF (outline entry, else a title-like first line; null when none),
-- so the readiness suggestions name the page ("Market") and not only its number. Null for files not read
-- (other kinds, files uploaded before this migration): they keep the number-only wording.
ALTER TABLE "dataroom_files" ADD COLUMN "page_titles" jsonb;
