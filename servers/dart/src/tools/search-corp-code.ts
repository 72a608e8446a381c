// dart_search_corp_code: company name → corp_code over DART's corpCode.xml. The list holds
// duplicate names (현대엔지니어링 has three codes), so every match is returned, exact matches first.
import { z } from 'zod';
import { CorpCodeRow, crtfc_key, pageOf } from '../schemas.ts';
import { dartError } from '../upstream/client.ts';
import { dartTool } from './tool.ts';

const normalize = (name: string) =>
  name
    .normalize('NFC')
    .replace(/\(주\)|㈜|주식회사/g, '')
    .replace(/\s+/g, '')
    .toLowerCase();

const MAX_ITEMS = 100;

/** Normalized names per corp-code list (the client caches the list, so this runs once per list). */
const normalizedNames = new WeakMap<readonly unknown[], string[]>();
function namesOf(rows: ReadonlyArray<{ corp_name: string }>): string[] {
  let names = normalizedNames.get(rows);
  if (!names) {
    names = rows.map((row) => normalize(row.corp_name));
    normalizedNames.set(rows, names);
  }
  return names;
}

export const searchCorpCode = dartTool({
  name: 'dart_search_corp_code',
  title: '공시대상회사 고유번호 조회',
  operation: 'corpCode.xml',
  description:
    '고유번호 조회 (corpCode.xml): 회사명(또는 종목코드)으로 공시대상회사의 고유번호(corp_code)를 찾습니다. 같은 이름의 회사가 여럿이면 모두 돌려줍니다.\n' +
    'Finds DART corp_codes by company name (exact matches first, then partial) or by 6-digit stock_code; other DART tools need the corp_code.',
  input: z
    .object({
      crtfc_key,
      corp_name: z
        .string()
        .trim()
        .min(1, 'corp_name must not be empty')
        .optional()
        .describe('회사명 (부분 일치), e.g. 삼성전자'),
      stock_code: z
        .string()
        .regex(/^\d{6}$/, 'stock_code must be 6 digits, e.g. 005930')
        .optional()
        .describe('종목코드 (6자리), e.g. 005930'),
    })
    .refine((args) => args.corp_name !== undefined || args.stock_code !== undefined, {
      message: 'pass corp_name or stock_code',
      path: ['corp_name'],
    }),
  output: pageOf(CorpCodeRow),
  kind: 'read',
  generic: ['crtfc_key'],
  async run(args, { client }) {
    const rows = await client.corpCodes(args.crtfc_key);
    const wanted = args.corp_name ? normalize(args.corp_name) : undefined;
    const names = namesOf(rows);
    const ranked: Array<{ rank: number; row: (typeof rows)[number] }> = [];
    for (const [index, row] of rows.entries()) {
      if (args.stock_code && row.stock_code !== args.stock_code) continue;
      if (!wanted) {
        ranked.push({ rank: 0, row });
        continue;
      }
      const name = names[index] ?? '';
      const rank = name === wanted ? 0 : name.startsWith(wanted) ? 1 : name.includes(wanted) ? 2 : -1;
      if (rank >= 0) ranked.push({ rank, row });
    }
    if (ranked.length === 0) throw dartError('013', '조회된 데이타가 없습니다.');
    ranked.sort((a, b) => a.rank - b.rank || (a.row.stock_code ? 0 : 1) - (b.row.stock_code ? 0 : 1));
    const items = ranked.slice(0, MAX_ITEMS).map(({ row }) => row);
    return {
      resultCode: '000',
      resultMsg: '정상',
      totalCount: ranked.length,
      pageNo: 1,
      numOfRows: items.length,
      items,
    };
  },
});
