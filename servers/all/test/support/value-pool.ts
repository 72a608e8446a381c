// Values the tools really returned, kept by field name and as whole rows, so that a sweep can call
// a tool with arguments another tool produced: one row's values together (a school's office code
// with its own school code), or single values by name.

const PER_FIELD = 24;
const PER_SHAPE = 100;

/** Output fields that carry a parameter under another name. */
export const ALIASES: Record<string, readonly string[]> = {
  // law.go.kr's detail tools take the serial numbers its search results name in Korean.
  ID: ['판례일련번호', '법령해석례일련번호', '행정규칙일련번호', '자치법규ID', '법령ID'],
  MST: ['법령일련번호', '자치법규일련번호'],
  LID: ['행정규칙ID'],
  // FSC's short code is DART's stock_code and the KRX Open API's ISU_SRT_CD.
  srtnCd: ['stock_code', 'ISU_SRT_CD'],
  likeSrtnCd: ['stock_code', 'ISU_SRT_CD'],
  ISU_SRT_CD: ['stock_code', 'srtnCd'],
  // A saved Gyeonggi place is named by its service's own name column.
  name: ['BIZPLC_NM', 'FACLT_NM', 'INST_NM', 'LIBRRY_NM', 'PARKPLC_NM', 'KIDGARTN_NM', 'CMPNM_NM'],
  SIGNGU_NM: ['SIGUN_NM'],
  SIGUN_NM: ['SIGNGU_NM'],
  // A disclosure's receipt day scopes DART's event reports to that filing.
  bgn_de: ['rcept_dt'],
  end_de: ['rcept_dt'],
  // Expressway sections run between two tollbooths.
  iStartUnitCode: ['unitCode'],
  iEndUnitCode: ['unitCode'],
};

const normalize = (name: string) => name.toLowerCase().replace(/^like(?=[a-z])/, '');

/** The normalized output fields a parameter can be read from. */
export function fieldsFor(parameter: string): string[] {
  return [parameter, ...(ALIASES[parameter] ?? [])].map(normalize);
}

type Row = Record<string, string | number>;

export interface ValuePool {
  /** Remembers every object of an output with its scalar fields. */
  add(output: unknown): void;
  /** Values seen under this parameter's name or aliases. */
  values(parameter: string): unknown[];
  /** Stored rows projected onto these parameters: each row's values for the ones it carries. */
  rows(parameters: readonly string[]): Array<Record<string, unknown>>;
}

export function createValuePool(): ValuePool {
  const byField = new Map<string, unknown[]>();
  const byShape = new Map<string, Row[]>();
  const remember = (row: Row) => {
    const shape = Object.keys(row).sort().join(',');
    const rows = byShape.get(shape) ?? [];
    if (rows.length < PER_SHAPE) rows.push(row);
    byShape.set(shape, rows);
    for (const [field, value] of Object.entries(row)) {
      const values = byField.get(field) ?? [];
      if (values.length < PER_FIELD && !values.includes(value)) values.push(value);
      byField.set(field, values);
    }
  };
  const walk = (value: unknown, depth: number): void => {
    if (depth > 6 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const child of value) walk(child, depth + 1);
      return;
    }
    const row: Row = {};
    for (const [name, child] of Object.entries(value)) {
      if (typeof child === 'string' || typeof child === 'number') {
        if (child !== '' && child !== '-') row[normalize(name)] = child;
      } else walk(child, depth + 1);
    }
    if (Object.keys(row).length > 0) remember(row);
  };
  return {
    add: (output) => walk(output, 0),
    values: (parameter) => fieldsFor(parameter).flatMap((field) => byField.get(field) ?? []),
    rows(parameters) {
      const projected: Array<Record<string, unknown>> = [];
      for (const rows of byShape.values()) {
        for (const row of rows) {
          const args: Record<string, unknown> = {};
          for (const parameter of parameters) {
            const field = fieldsFor(parameter).find((candidate) => row[candidate] !== undefined);
            if (field) args[parameter] = row[field];
          }
          if (Object.keys(args).length > 0) projected.push(args);
        }
      }
      return projected;
    },
  };
}
