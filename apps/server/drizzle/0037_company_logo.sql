-- The founder's company logo, shown to investors in the share viewer (issue 40).
ALTER TABLE "user_profiles" ADD COLUMN "logo_key" text;
