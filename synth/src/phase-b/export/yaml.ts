// A small block-style YAML writer for the verl configs (no YAML library is a dependency). Every key
// and string is double-quoted JSON, which YAML reads as the same string; so no value turns into a
// YAML 1.1 boolean (`on`, `yes`) or a date, and nothing depends on the reader's plain-scalar rules.
// Two readers sit behind verl's `OmegaConf.load`, and both are handled: PyYAML rejects unprintable
// characters in a document (they are written as \u escapes), and OmegaConf resolves `${…}` as an
// interpolation (it is written as `\${`, which OmegaConf reads back as the literal text).

/** A character PyYAML's reader refuses even inside a quoted scalar (yaml/reader.py, NON_PRINTABLE). */
function unprintable(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0d || code === 0x85) return false;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0xfffe || code === 0xffff;
}

export function yamlString(text: string): string {
  const quoted = JSON.stringify(text.replaceAll('${', '\\${'));
  let out = '';
  for (const character of quoted) {
    const code = character.codePointAt(0) ?? 0;
    out += unprintable(code) ? `\\u${code.toString(16).padStart(4, '0')}` : character;
  }
  return out;
}

function scalar(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return yamlString(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`YAML: cannot write the number ${value}`);
    // YAML 1.1 (PyYAML) reads `1e+21` as a string: exponents are written with a decimal point.
    const text = String(value);
    return /e/i.test(text) && !text.includes('.') ? text.replace(/e/i, '.0e') : text;
  }
  if (Array.isArray(value) && value.length === 0) return '[]';
  if (typeof value === 'object' && Object.keys(value as object).length === 0) return '{}';
  return undefined;
}

/** The lines of `value` as block YAML, indented by `indent` spaces. */
export function yamlLines(value: unknown, indent = 0): string[] {
  const pad = ' '.repeat(indent);
  const single = scalar(value);
  if (single !== undefined) return [`${pad}${single}`];
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const inline = scalar(item);
      if (inline !== undefined) return [`${pad}- ${inline}`];
      const [first, ...rest] = yamlLines(item, indent + 2);
      return [`${pad}- ${(first ?? '').trimStart()}`, ...rest];
    });
  }
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => {
    const inline = scalar(item);
    if (inline !== undefined) return [`${pad}${yamlString(key)}: ${inline}`];
    return [`${pad}${yamlString(key)}:`, ...yamlLines(item, indent + 2)];
  });
}
