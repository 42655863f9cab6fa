-- Trigrams for the quick search (products_searchText_trgm_idx). In the public schema, so the
-- operator class is found whatever schema the tables live in.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
-- Every API process keeps hot catalogue replies in memory and forgets them when this channel says
-- the catalogue changed: 'words' when what the quick search matches may have changed too (names,
-- brands, categories, which products are listed), 'items' for anything else a reply shows.
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Counting a visit changes nothing a reply shows.
  IF (to_jsonb(OLD) - 'viewCount') = (to_jsonb(NEW) - 'viewCount') THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('catalogue_changed', CASE
    WHEN OLD."searchText" IS DISTINCT FROM NEW."searchText" OR OLD."isActive" IS DISTINCT FROM NEW."isActive"
      OR OLD."categoryId" IS DISTINCT FROM NEW."categoryId" THEN 'words'
    ELSE 'items' END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION "product_changed"();--> statement-breakpoint
CREATE TRIGGER "products_added_or_removed" AFTER INSERT OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"('words');--> statement-breakpoint
CREATE TRIGGER "categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"('words');--> statement-breakpoint
CREATE TRIGGER "productLinks_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "productLinks" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"('items');--> statement-breakpoint
CREATE TRIGGER "banners_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"('items');
