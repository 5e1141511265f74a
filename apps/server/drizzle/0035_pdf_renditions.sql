-- The PDF rendering of a generated office file (a pitch deck's slides), shown by the share viewer.
-- A storage key under the owner's prefix; null for files the product did not render.
ALTER TABLE "dataroom_files" ADD COLUMN "pdf_rendition_key" text;
