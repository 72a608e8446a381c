// The row-schema helper shared by every row declaration: nullable strings, numbers where the
// real API sends numbers, and unknown extra fields passed through.
import { z } from 'zod';

export type Fields = Record<string, string>;

const text = (description: string) => z.string().nullable().describe(description);
const count = (description: string) => z.number().nullable().describe(description);

/** A row of nullable strings (and numbers where upstream sends numbers); unknown extra fields pass through. */
export function rowOf(fields: Fields, numbers: Fields = {}) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, description] of Object.entries(fields)) shape[name] = text(description);
  for (const [name, description] of Object.entries(numbers)) shape[name] = count(description);
  return z.object(shape).catchall(z.union([z.string(), z.number(), z.null()]));
}
