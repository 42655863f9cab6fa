-- A change to the slides says so by name: the rendering servers then drop the home page alone, not every catalogue page.
DROP TRIGGER "banners_changed" ON "banners";--> statement-breakpoint
CREATE TRIGGER "banners_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"('banners');
