-- A category's store list, kept by the database at write time (issue #16, docs/decisions/106).
-- `GET /api/stores?category=` aggregated its ~120 visible stores' public JSON per request,
-- sorted by name, 90 kB; now every statement that changes what a category's list shows
-- rebuilds that list once, and a request reads its pieces (drizzle/0025) by primary key.

-- Pieces stay uncompressed and in the heap page up to a page's size: reading one copies nothing
-- out of TOAST or through a decompressor.
ALTER TABLE store_list_pieces SET (toast_tuple_target = 8160);
--> statement-breakpoint
-- Rebuilds the lists of the given categories from the stores as they are now.
-- Each list's row is updated first and stays locked until commit: a concurrent writer's rebuild
-- of the same list waits, and under READ COMMITTED its next statement then sees what the first
-- committed, so neither overwrites the other's change with a list that misses it. It is a real
-- update, not only a row lock, so that a REPEATABLE READ writer whose snapshot predates the
-- other's commit fails with a serialization error instead of writing a stale list. A statement
-- locks its lists in order, so two statements cannot deadlock on them.
-- A piece starts at the first store at or past each 6,000 bytes of the list, so it stays under
-- 8 kB while stores' JSON is under 2 kB (it is about 800 bytes; long image links and many
-- opening ranges make more): in its heap page and in PostgreSQL's pooled memory when sent. A
-- larger piece is still right, only compressed and slower to read.
CREATE FUNCTION rebuild_store_lists(categories text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  list text;
BEGIN
  FOR list IN SELECT DISTINCT c FROM unnest(categories) AS c ORDER BY c LOOP
    INSERT INTO store_lists (category) VALUES (list)
    ON CONFLICT (category) DO UPDATE SET rebuilt_at = now();
    DELETE FROM store_list_pieces WHERE category = list;
    INSERT INTO store_list_pieces (category, piece, json)
    SELECT list, piece,
      CASE WHEN piece = 0 THEN '[' ELSE '' END
        || string_agg(public_json, ',' ORDER BY name, id)
        || CASE WHEN piece = max(piece) OVER () THEN ']' ELSE ',' END
    FROM (
      SELECT public_json, name, id,
        (sum(octet_length(public_json) + 1) OVER (ORDER BY name, id)
          - octet_length(public_json) - 1) / 6000 AS piece
      FROM stores
      WHERE NOT is_hidden AND category = list
    ) listed
    GROUP BY piece;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- The lists a statement changed: those where a visible store appeared, disappeared (deleted,
-- hidden, moved to another category) or shows something new. A store's public JSON holds all a
-- list shows of it and sorts it by (name, id), so comparing it tells; a change to a hidden store
-- changes no list.
CREATE FUNCTION store_lists_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT category FROM new_rows WHERE NOT is_hidden);
  ELSIF TG_OP = 'DELETE' THEN
    changed := ARRAY(SELECT category FROM old_rows WHERE NOT is_hidden);
  ELSE
    changed := ARRAY(
      SELECT category FROM (
        (SELECT category, public_json FROM new_rows WHERE NOT is_hidden
          EXCEPT SELECT category, public_json FROM old_rows WHERE NOT is_hidden)
        UNION
        (SELECT category, public_json FROM old_rows WHERE NOT is_hidden
          EXCEPT SELECT category, public_json FROM new_rows WHERE NOT is_hidden)
      ) moved
    );
  END IF;
  IF cardinality(changed) > 0 THEN
    PERFORM rebuild_store_lists(changed);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- TRUNCATE names no rows: every list is rebuilt (empty).
CREATE FUNCTION store_lists_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_store_lists(ARRAY(SELECT category FROM store_lists));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stores_lists_inserted AFTER INSERT ON stores
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION store_lists_changed();
--> statement-breakpoint
CREATE TRIGGER stores_lists_updated AFTER UPDATE ON stores
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION store_lists_changed();
--> statement-breakpoint
CREATE TRIGGER stores_lists_deleted AFTER DELETE ON stores
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION store_lists_changed();
--> statement-breakpoint
CREATE TRIGGER stores_lists_truncated AFTER TRUNCATE ON stores
FOR EACH STATEMENT EXECUTE FUNCTION store_lists_truncated();
--> statement-breakpoint
-- The lists of the stores already there.
SELECT rebuild_store_lists(ARRAY(SELECT category FROM stores WHERE NOT is_hidden));
