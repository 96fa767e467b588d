import { type ZodType, z } from 'zod';

/**
 * The smallest input a route's zod schema accepts in shape (required fields only, the least
 * items, the first choice), read from its JSON Schema. Tests start from it and break one field
 * at a time, so the broken field is what the route refuses.
 */
export function sampleInput(schema: ZodType): unknown {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return sample(root, root);
}

/** The top-level fields an object schema declares, required or not. */
export function fieldsOf(schema: ZodType): string[] {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return Object.keys(root.properties ?? {});
}

/** Every path to a string, number, boolean or null inside a sample. */
export function leavesOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  }
  return [path];
}

/** A deep copy of `value` with the leaf at `path` replaced. */
export function replaceAt(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, leaf);
  return copy;
}

export function valueAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>(
    (inner, key) => (inner as Record<string | number, unknown>)[key],
    value,
  );
}

type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
};

function sample(schema: JsonSchema, root: JsonSchema): unknown {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/$defs/', '');
    return sample(root.$defs?.[name] ?? {}, root);
  }
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.[0]) return sample(choices[0], root);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  switch (types.find((type) => type !== 'null') ?? types[0]) {
    case 'string':
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}, root));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {}, root)]),
      );
    case 'null':
      return null;
    default:
      return 'a';
  }
}
