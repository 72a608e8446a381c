// NEIS result codes and messages as the portal publishes them (they differ from Seoul's in
// INFO-300 and ERROR-336), the envelopes built from them, and the XML form NEIS sends by default.
import { INFO_MESSAGES } from '@kopa/kit';

type Row = Record<string, unknown>;

export const NEIS_MESSAGES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(INFO_MESSAGES).filter(([code]) => code !== 'ERROR-335')),
  'INFO-100': '(해당 자료는 단순 참고용으로만 활용하시기 바랍니다.)',
  'INFO-300': '관리자에 의해 인증키 사용이 제한되었습니다.',
  'ERROR-336': '데이터요청은 한번에 최대 1,000건을 넘을 수 없습니다.',
};

/** mealServiceDietInfo's success message carries the 참고용 notice. */
export const MEAL_OK_MESSAGE = '정상 처리되었습니다.(해당 자료는 단순 참고용으로만 활용하시기 바랍니다.)';

export class NeisResult extends Error {
  readonly code: string;
  constructor(code: string, message?: string) {
    super(message ?? NEIS_MESSAGES[code] ?? code);
    this.code = code;
  }
}

export const neisEnvelope = {
  ok: (options: { service: string; rows: readonly Row[]; total: number; message?: string }) => ({
    [options.service]: [
      {
        head: [
          { list_total_count: options.total },
          { RESULT: { CODE: 'INFO-000', MESSAGE: options.message ?? NEIS_MESSAGES['INFO-000'] } },
        ],
      },
      { row: [...options.rows] },
    ],
  }),
  result: (code: string, message?: string) => ({
    RESULT: { CODE: code, MESSAGE: message ?? NEIS_MESSAGES[code] ?? code },
  }),
};

const cdata = (value: string) => `<![CDATA[${value.split(']]>').join(']]]]><![CDATA[>')}]]>`;

function field(name: string, value: unknown): string {
  return value === null || value === undefined ? `<${name}/>` : `<${name}>${cdata(String(value))}</${name}>`;
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>';

/** The default (Type=xml) form of a success page. */
export function xmlPage(options: { service: string; rows: readonly Row[]; total: number; message?: string }): string {
  const message = options.message ?? NEIS_MESSAGES['INFO-000'] ?? '';
  const rows = options.rows.map(
    (row) =>
      `<row>${Object.entries(row)
        .map(([name, value]) => field(name, value))
        .join('')}</row>`,
  );
  return (
    `${XML_HEADER}<${options.service}><head><list_total_count>${options.total}</list_total_count>` +
    `<RESULT><CODE>INFO-000</CODE><MESSAGE>${cdata(message)}</MESSAGE></RESULT></head>${rows.join('')}</${options.service}>`
  );
}

export function xmlResult(code: string, message?: string): string {
  return `${XML_HEADER}<RESULT><CODE>${code}</CODE><MESSAGE>${cdata(message ?? NEIS_MESSAGES[code] ?? code)}</MESSAGE></RESULT>`;
}
