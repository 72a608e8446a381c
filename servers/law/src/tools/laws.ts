// 법령 목록 tools: the current laws (target=law), laws by 시행일 with their 시행예정 and 연혁 versions
// (target=eflaw), and one law's every version (eflaw with LID and nw=1,2,3), which is how an MST of
// the version in force on a date is found.
import { z } from 'zod';
import { dateRange, LAW_ID, LawRow, OC, Paging, pageOf } from '../schemas.ts';
import { defined, GENERIC, lawTool, PAGING, searchTool } from './tool.ts';

const lawFilters = {
  efYd: dateRange('efYd: 시행일자 범위', '20250101~20251231').optional(),
  ancYd: dateRange('ancYd: 공포일자 범위', '20240101~20241231').optional(),
  date: z
    .string()
    .regex(/^\d{8}$/, 'date must be YYYYMMDD')
    .optional()
    .describe('공포일자 (YYYYMMDD), e.g. 20250131'),
  knd: z
    .enum(['A0001', 'A0002', 'A0003', 'A0004', 'A0005', 'A0006'])
    .optional()
    .describe('법령종류: A0001 헌법, A0002 법률, A0003 대통령령, A0004 총리령, A0005 부령, A0006 대법원규칙'),
  org: z
    .string()
    .regex(/^\d{7}$/, 'org is a 7-digit 소관부처코드, e.g. 1492000 (고용노동부)')
    .optional()
    .describe('소관부처코드, e.g. 1492000 (고용노동부)'),
  nb: z.string().regex(/^\d+$/, 'nb is a 공포번호 (digits)').optional().describe('공포번호, e.g. 20735'),
  sort: z
    .enum(['lasc', 'ldes', 'dasc', 'ddes', 'nasc', 'ndes', 'efasc', 'efdes'])
    .optional()
    .describe('정렬: lasc/ldes 법령명, dasc/ddes 공포일자, nasc/ndes 공포번호, efasc/efdes 시행일자'),
};

export const searchLaws = searchTool({
  name: 'law_search_laws',
  title: '현행법령 목록 조회',
  target: 'law',
  ko: '법령명(약칭 포함) 또는 본문(search=2)으로 현행 법령을 찾아 법령일련번호(MST)와 법령ID를 돌려줍니다. 시행일·공포일 범위, 법령종류(knd), 소관부처(org)로 거를 수 있습니다.',
  en: "Searches current laws by name (or body text with search=2) and returns each one's MST (법령일련번호) and 법령ID.",
  filters: lawFilters,
  row: LawRow,
});

export const searchEffectiveLaws = searchTool({
  name: 'law_search_effective_laws',
  title: '현행법령(시행일) 목록 조회',
  target: 'eflaw',
  ko: '시행일 기준 법령 목록: 현행(nw=3)과 시행예정(nw=2, 공포되었으나 아직 시행 전) 버전을, nw=1이면 연혁 버전도 각각의 MST로 돌려줍니다. LID로 한 법령만 볼 수 있습니다.',
  en: 'Lists laws by enforcement date, including promulgated-but-not-yet-effective (시행예정) and historical versions, each with its own MST.',
  filters: {
    ...lawFilters,
    nw: z
      .string()
      .regex(/^[123](,[123])*$/, 'nw is 1 (연혁), 2 (시행예정), 3 (현행) or a comma list like 2,3')
      .optional()
      .describe('nw: 1 연혁, 2 시행예정, 3 현행 (쉼표로 여럿, 기본 2,3)'),
    LID: LAW_ID.optional().describe('LID: 법령ID로 한 법령만, e.g. 001706'),
  },
  row: LawRow,
});

export const getLawHistory = lawTool({
  name: 'law_get_law_history',
  title: '법령 연혁 목록 조회',
  operation: 'lawSearch.do?target=eflaw',
  description:
    '법령 연혁 목록 (lawSearch.do?target=eflaw, LID + nw=1,2,3): 한 법령(법령ID)의 모든 버전을 시행일자 내림차순으로 MST(법령일련번호)·공포일자·시행일자·현행연혁코드와 함께 돌려줍니다. 어느 날짜에 시행 중이던 버전은 시행일자가 그 날짜 이하인 것 중 가장 늦은 것입니다.\n' +
    'Lists every version of one law (by 법령ID) with its MST, promulgation and enforcement dates, newest first; the version in force on a date is the latest one whose 시행일자 is on or before it.',
  input: z.object({ OC, ID: LAW_ID, ...Paging }),
  output: pageOf(LawRow),
  kind: 'read',
  generic: GENERIC,
  paging: PAGING,
  async run(args, { client }) {
    const { ID, display, page } = args;
    const result = await client.search('eflaw', {
      ...defined({ OC: args.OC, page }),
      LID: ID,
      nw: '1,2,3',
      sort: 'efdes',
      display: display ?? 100,
    });
    return { ...result, items: result.items as z.infer<typeof LawRow>[] };
  },
});
