// 행정규칙 (훈령·예규·고시) and 자치법규 (조례·규칙) tools: search (AdmRulSearch / OrdinSearch) and
// the full text (AdmRulService: 행정규칙기본정보 + 조문내용; LawService: 자치법규기본정보 + 조문.조).
import { z } from 'zod';
import { dateRange, detailOf, OC, rowWith, serialId } from '../schemas.ts';
import { asArray } from '../upstream/client.ts';
import { defined, lawTool, searchTool } from './tool.ts';

const text = (description: string) => z.string().describe(description);
const effectiveSort = z
  .enum(['lasc', 'ldes', 'dasc', 'ddes', 'nasc', 'ndes', 'efasc', 'efdes'])
  .optional()
  .describe('정렬: lasc/ldes 이름, dasc/ddes 발령·공포일자, nasc/ndes 일련번호, efasc/efdes 시행일자');

export const searchAdminRules = searchTool({
  name: 'law_search_admin_rules',
  title: '행정규칙 목록 조회',
  target: 'admrul',
  ko: '훈령·예규·고시·지침을 이름(search=1) 또는 본문(search=2)으로 찾습니다. nw=1 현행(기본), 2 연혁; knd로 종류(1 훈령, 2 예규, 3 고시, 4 공고, 5 지침, 6 기타), org로 소관부처코드, prmlYd로 발령일자 범위를 고릅니다.',
  en: 'Searches administrative rules (훈령/예규/고시/지침) by name or body; nw=2 lists superseded issues.',
  filters: {
    nw: z.enum(['1', '2']).optional().describe('nw: 1 현행 (기본), 2 연혁'),
    knd: z
      .enum(['1', '2', '3', '4', '5', '6'])
      .optional()
      .describe('행정규칙 종류: 1 훈령, 2 예규, 3 고시, 4 공고, 5 지침, 6 기타'),
    org: z
      .string()
      .regex(/^\d{7}$/, 'org is a 7-digit 소관부처코드, e.g. 1492000')
      .optional()
      .describe('소관부처코드, e.g. 1492000 (고용노동부)'),
    date: z
      .string()
      .regex(/^\d{8}$/, 'date must be YYYYMMDD')
      .optional()
      .describe('발령일자 (YYYYMMDD)'),
    prmlYd: dateRange('prmlYd: 발령일자 범위', '20240101~20241231').optional(),
    nb: z.string().optional().describe('발령번호 (숫자만), e.g. 2023-8 → 20238'),
    sort: effectiveSort,
  },
  row: rowWith({
    행정규칙일련번호: '행정규칙일련번호 (law_get_admin_rule의 ID)',
    행정규칙명: '행정규칙명',
    행정규칙종류: '훈령 / 예규 / 고시 / 지침',
    발령일자: 'YYYYMMDD',
    발령번호: 'as law.go.kr gives it, without 제/호, e.g. 2024-12 (cited 제2024-12호)',
    소관부처명: '소관부처',
    현행연혁구분: '현행 / 연혁',
    행정규칙ID: '발령이 바뀌어도 같은 ID',
    시행일자: 'YYYYMMDD',
  }),
});

export const getAdminRule = lawTool({
  name: 'law_get_admin_rule',
  title: '행정규칙 본문 조회',
  operation: 'lawService.do?target=admrul',
  description:
    '행정규칙 본문 조회 (lawService.do?target=admrul): 행정규칙일련번호(ID)로 그 발령본을, 또는 행정규칙ID(LID)로 현행본을 가져옵니다. 기본정보, 조문내용(조문마다 한 문자열), 부칙을 돌려줍니다.\n' +
    'Full text of one administrative rule: by 행정규칙일련번호 (ID) for that issue, or by 행정규칙ID (LID) for the current one.',
  input: z
    .object({
      OC,
      ID: serialId('ID: 행정규칙일련번호 (13자리)', '2100000261222').optional(),
      LID: serialId('LID: 행정규칙ID', '2012345').optional(),
    })
    .refine((args) => (args.ID ? 1 : 0) + (args.LID ? 1 : 0) === 1, {
      message: 'pass exactly one of ID or LID',
      path: ['ID'],
    }),
  output: detailOf(
    z
      .object({
        행정규칙일련번호: text('행정규칙일련번호'),
        행정규칙명: text('행정규칙명'),
        행정규칙종류: text('훈령 / 예규 / 고시 / 지침'),
        발령일자: text('YYYYMMDD'),
        발령번호: text('발령번호'),
        소관부처명: text('소관부처'),
        현행여부: text('Y / N'),
        시행일자: text('YYYYMMDD'),
        조문내용: z.array(z.string()).describe('조문 (제1조(목적) … 한 조문씩)'),
        부칙내용: text('부칙'),
      })
      .catchall(z.unknown()),
  ),
  kind: 'read',
  generic: ['OC'],
  async run(args, { client }) {
    const content = await client.service('admrul', defined(args));
    const basics = (content.행정규칙기본정보 ?? {}) as Record<string, string>;
    const supplement = (content.부칙 ?? {}) as Record<string, string>;
    return {
      resultCode: '00',
      resultMsg: 'success',
      item: {
        ...basics,
        행정규칙일련번호: basics.행정규칙일련번호 ?? '',
        행정규칙명: basics.행정규칙명 ?? '',
        행정규칙종류: basics.행정규칙종류 ?? '',
        발령일자: basics.발령일자 ?? '',
        발령번호: basics.발령번호 ?? '',
        소관부처명: basics.소관부처명 ?? '',
        현행여부: basics.현행여부 ?? '',
        시행일자: basics.시행일자 ?? '',
        조문내용: asArray(content.조문내용).map(String),
        부칙내용: supplement.부칙내용 ?? '',
      },
    };
  },
});

export const searchOrdinances = searchTool({
  name: 'law_search_ordinances',
  title: '자치법규 목록 조회',
  target: 'ordin',
  ko: '지방자치단체의 조례·규칙을 이름(search=1) 또는 본문(search=2)으로 찾습니다. org로 지자체기관코드(e.g. 6110000 서울특별시), knd로 C0001 조례 / C0002 규칙, ancYd로 공포일자 범위를 고릅니다.',
  en: 'Searches local ordinances and rules of Korean local governments by name or body text.',
  filters: {
    org: z
      .string()
      .regex(/^\d{7}$/, 'org is a 7-digit 지자체기관코드, e.g. 6110000')
      .optional()
      .describe('지자체기관코드, e.g. 6110000 (서울특별시), 3220000 (서울특별시 강남구)'),
    knd: z.enum(['C0001', 'C0002']).optional().describe('자치법규 종류: C0001 조례, C0002 규칙'),
    ancYd: dateRange('ancYd: 공포일자 범위', '20240101~20241231').optional(),
    efYd: dateRange('efYd: 시행일자 범위', '20240101~20241231').optional(),
    nb: z.string().optional().describe('공포번호'),
    sort: effectiveSort,
  },
  row: rowWith({
    자치법규일련번호: '자치법규일련번호 (law_get_ordinance의 MST)',
    자치법규명: '자치법규명',
    자치법규ID: '자치법규ID',
    공포일자: 'YYYYMMDD',
    지자체기관명: 'e.g. 서울특별시 강남구',
    자치법규종류: '조례 / 규칙',
    시행일자: 'YYYYMMDD',
  }),
});

const OrdinanceArticle = z.object({
  조문번호: text('6자리, e.g. 000100 (제1조)'),
  조문여부: text('Y 조문, N 장·절 제목'),
  조제목: text('조 제목'),
  조내용: text('조 본문'),
});

export const getOrdinance = lawTool({
  name: 'law_get_ordinance',
  title: '자치법규 본문 조회',
  operation: 'lawService.do?target=ordin',
  description:
    '자치법규 본문 조회 (lawService.do?target=ordin): 자치법규일련번호(MST) 또는 자치법규ID(ID)로 기본정보, 조문(조), 부칙을 가져옵니다. JO(6자리, 제1조 → 000100)로 한 조만 볼 수 있습니다.\n' +
    'Full text of one local ordinance by 자치법규일련번호 (MST) or 자치법규ID; JO picks one article.',
  input: z
    .object({
      OC,
      MST: serialId('MST: 자치법규일련번호', '1589887').optional(),
      ID: serialId('ID: 자치법규ID', '2072388').optional(),
      JO: z
        .string()
        .regex(/^\d{6}$/, 'JO must be 6 digits: 제1조 → 000100')
        .optional()
        .describe('조문번호 6자리, e.g. 제1조 → 000100'),
    })
    .refine((args) => (args.MST ? 1 : 0) + (args.ID ? 1 : 0) === 1, {
      message: 'pass exactly one of MST or ID',
      path: ['MST'],
    }),
  output: detailOf(
    z
      .object({
        자치법규일련번호: text('자치법규일련번호'),
        자치법규ID: text('자치법규ID'),
        자치법규명: text('자치법규명'),
        자치법규종류: text('C0001 조례 / C0002 규칙'),
        공포일자: text('YYYYMMDD'),
        시행일자: text('YYYYMMDD'),
        지자체기관명: text('지자체'),
        조: z.array(OrdinanceArticle),
        부칙내용: text('부칙'),
      })
      .catchall(z.unknown()),
  ),
  kind: 'read',
  generic: ['OC'],
  async run(args, { client }) {
    const content = await client.service('ordin', defined(args));
    const basics = (content.자치법규기본정보 ?? {}) as Record<string, string>;
    const articles = asArray((content.조문 as Record<string, unknown> | undefined)?.조).map((article) => ({
      조문번호: String(article.조문번호 ?? ''),
      조문여부: String(article.조문여부 ?? ''),
      조제목: String(article.조제목 ?? ''),
      조내용: String(article.조내용 ?? ''),
    }));
    return {
      resultCode: '00',
      resultMsg: 'success',
      item: {
        ...basics,
        자치법규일련번호: basics.자치법규일련번호 ?? '',
        자치법규ID: basics.자치법규ID ?? '',
        자치법규명: basics.자치법규명 ?? '',
        자치법규종류: basics.자치법규종류 ?? '',
        공포일자: basics.공포일자 ?? '',
        시행일자: basics.시행일자 ?? '',
        지자체기관명: basics.지자체기관명 ?? '',
        조: articles,
        부칙내용: ((content.부칙 ?? {}) as Record<string, string>).부칙내용 ?? '',
      },
    };
  },
});
