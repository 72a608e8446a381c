// Nested parquet columns written with hyparquet-writer from a small shape description. verl reads
// `prompt` as a list of structs and `reward_model`/`extra_info` as structs, so those must be real
// nested columns; anything heterogeneous across rows goes in as JSON text instead.
import { parquetWriteBuffer, type SchemaElement } from 'hyparquet-writer';

export type ParquetShape =
  | 'string'
  | 'int64'
  | 'boolean'
  | { list: ParquetShape }
  | { struct: Readonly<Record<string, ParquetShape>> };

function schemaOf(name: string, shape: ParquetShape): SchemaElement[] {
  if (shape === 'string') return [{ name, type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'REQUIRED' }];
  if (shape === 'int64') return [{ name, type: 'INT64', repetition_type: 'REQUIRED' }];
  if (shape === 'boolean') return [{ name, type: 'BOOLEAN', repetition_type: 'REQUIRED' }];
  if ('list' in shape) {
    // The three-level LIST layout pyarrow writes and reads (list / element).
    return [
      { name, repetition_type: 'REQUIRED', converted_type: 'LIST', num_children: 1 },
      { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
      ...schemaOf('element', shape.list),
    ];
  }
  const fields = Object.entries(shape.struct);
  return [
    { name, repetition_type: 'REQUIRED', num_children: fields.length },
    ...fields.flatMap(([field, inner]) => schemaOf(field, inner)),
  ];
}

/** Checks a value against its shape and turns int64 numbers into the bigints the writer wants. */
function encode(shape: ParquetShape, value: unknown, path: string): unknown {
  const fail = (expected: string) =>
    new Error(`parquet column ${path}: expected ${expected}, got ${JSON.stringify(value)}`);
  if (shape === 'string') {
    if (typeof value !== 'string') throw fail('a string');
    return value;
  }
  if (shape === 'int64') {
    if (!Number.isInteger(value)) throw fail('an integer');
    return BigInt(value as number);
  }
  if (shape === 'boolean') {
    if (typeof value !== 'boolean') throw fail('a boolean');
    return value;
  }
  if ('list' in shape) {
    if (!Array.isArray(value)) throw fail('a list');
    return value.map((item, index) => encode(shape.list, item, `${path}[${index}]`));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fail('a struct');
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(shape.struct).map(([field, inner]) => [field, encode(inner, record[field], `${path}.${field}`)]),
  );
}

export function parquetBuffer(options: {
  columns: Readonly<Record<string, ParquetShape>>;
  rows: readonly Record<string, unknown>[];
}): ArrayBuffer {
  const columns = Object.entries(options.columns);
  return parquetWriteBuffer({
    schema: [
      { name: 'root', num_children: columns.length },
      ...columns.flatMap(([name, shape]) => schemaOf(name, shape)),
    ],
    columnData: columns.map(([name, shape]) => ({
      name,
      data: options.rows.map((row, index) => encode(shape, row[name], `${name} (row ${index})`)),
    })),
  });
}
