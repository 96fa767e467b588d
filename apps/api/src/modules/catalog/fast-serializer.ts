import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A JSON serializer for the public catalogue answers (a category's 125 stores, search results…):
 * fast-json-stringify compiled from the route's zod response schema, instead of zod's
 * parse-then-JSON.stringify, which dominated the cost of those routes (docs/decisions/032). The
 * answers are serialized once, when the catalogue cache reads them (docs/decisions/035). The zod
 * schemas stay the single source for types and OpenAPI, and properties outside the schema are
 * dropped.
 */
export function compileJsonSerializer<Schema extends z.ZodType>(
  schema: Schema,
): (data: z.output<Schema>) => string {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}
