/**
 * The bench's baseline: a bare node:http server answering one indexed query (a product
 * category's visible products) as JSON, with no framework, validation or serialization schema.
 * Env: PORT, and DATABASE_URL (pg pool of 10, like the API) or DATA_DIR (PGlite).
 */
import { createServer } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

const QUERY =
  'select id, name, price_cents, stock from products where product_category_id = $1 and not is_hidden';

type Query = (id: string) => Promise<unknown[]>;

async function connect(): Promise<Query> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return async (id) => (await pool.query(QUERY, [id])).rows;
  }
  const client = await PGlite.create(process.env.DATA_DIR!, { extensions: { pg_trgm } });
  return async (id) => (await client.query(QUERY, [id])).rows;
}

const query = await connect();
const server = createServer(async (request, response) => {
  const id = new URL(request.url ?? '/', 'http://x').searchParams.get('category') ?? '';
  try {
    const body = JSON.stringify(await query(id));
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  } catch {
    response.writeHead(500).end();
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
