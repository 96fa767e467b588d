-- Trigram similarity for typo-tolerant search (modules/search). PGlite loads the extension's
-- code at start (src/db/client.ts); this enables it in the database on both engines.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
