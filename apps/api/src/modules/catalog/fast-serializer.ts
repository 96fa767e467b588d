import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A route-level serializer compiler for the big public lists (a category's 125 stores, a
 * category's products): fast-json-stringify compiled from the zod response schema's JSON Schema,
 * instead of the zod provider's parse-then-JSON.stringify, which dominated the cost of those
 * routes (docs/decisions/032). The zod schemas stay the single source for types and OpenAPI;
 * the handlers build the objects from typed rows, so nothing unchecked reaches the wire, and
 * properties outside the schema are still dropped.
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }) {
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-7' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}
