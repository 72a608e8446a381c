// 판례 and 법령해석례 tools: search (PrecSearch / Expc) and the full text by ID (PrecService /
// ExpcService). 참조조문 names the articles a ruling applied, as in force on its 선고일자.
import { z } from 'zod';
import { dateRange, detailOf, OC, rowWith, serialId, sort } from '../schemas.ts';
import { defined, lawTool, searchTool } from './tool.ts';

const PrecedentRow = rowWith({
  판례일련번호: '판례일련번호 (law_get_precedent의 ID)',
  사건명: 'e.g. 손해배상(기)',
  사건번호: 'e.g. 2023다12345',
  선고일자: 'YYYYMMDD (목록의 "2023.05.11" 표기를 통일)',
  법원명: 'e.g. 대법원, 서울고등법원',
  법원종류코드: '400201 대법원, 400202 하급법원',
  사건종류명: '민사 / 형사 / 일반행정 / 세무 / 가사 / 특허',
  판결유형: '판결 / 결정',
});

export const searchPrecedents = searchTool({
  name: 'law_search_precedents',
  title: '판례 목록 조회',
  target: 'prec',
  ko: '사건명(search=1) 또는 본문·참조조문(search=2)으로 판례를 찾습니다. JO에 법령명을 주면 그 법령을 참조조문으로 인용한 판례만, org로 대법원(400201)/하급법원(400202), prncYd로 선고일자 범위를 고릅니다.',
  en: 'Searches court precedents by case name or body text; JO (a law name) keeps those citing that law, org picks Supreme Court (400201) or lower courts (400202).',
  filters: {
    org: z.enum(['400201', '400202']).optional().describe('법원종류: 400201 대법원, 400202 하급법원'),
    curt: z.string().optional().describe('법원명, e.g. 서울고등법원'),
    JO: z
      .string()
      .trim()
      .min(1)
      .optional()
      .describe('참조법령명: 이 법령을 참조조문으로 인용한 판례, e.g. 주택임대차보호법'),
    nb: z.string().optional().describe('사건번호 (쉼표로 여럿), e.g. 2023다12345'),
    prncYd: dateRange('prncYd: 선고일자 범위', '20240101~20241231').optional(),
    date: z
      .string()
      .regex(/^\d{8}$/, 'date must be YYYYMMDD')
      .optional()
      .describe('선고일자 (YYYYMMDD)'),
    datSrcNm: z.string().optional().describe('데이터출처명, e.g. 대법원'),
    sort: sort.describe('정렬: lasc/ldes 사건명, dasc/ddes 선고일자 (기본 ddes), nasc/ndes 판례일련번호'),
  },
  row: PrecedentRow,
});

export const getPrecedent = lawTool({
  name: 'law_get_precedent',
  title: '판례 본문 조회',
  operation: 'lawService.do?target=prec',
  description:
    '판례 본문 조회 (lawService.do?target=prec): 판례일련번호(ID)로 판시사항, 판결요지, 참조조문, 참조판례, 판례내용(전문)을 가져옵니다. 참조조문의 조문은 law_get_article(ID + efYd=선고일자)로 그 당시 문언을 확인할 수 있습니다.\n' +
    'Full text of one precedent by 판례일련번호: holdings, summary, cited articles (참조조문), cited cases and the judgment.',
  input: z.object({ OC, ID: serialId('ID: 판례일련번호', '228541') }),
  output: detailOf(
    rowWith({
      판례정보일련번호: '판례일련번호',
      사건명: '사건명',
      사건번호: '사건번호',
      선고일자: 'YYYYMMDD',
      법원명: '법원명',
      사건종류명: '사건종류',
      판결유형: '판결 / 결정',
      판시사항: '판시사항',
      판결요지: '판결요지',
      참조조문: 'e.g. 주택임대차보호법 제3조 제1항 / [1] … / [2] …',
      참조판례: 'e.g. 대법원 2015. 6. 11. 선고 2013다12345 판결',
      판례내용: '판례 전문 (줄바꿈은 \\n)',
    }),
  ),
  kind: 'read',
  generic: ['OC'],
  async run(args, { client }) {
    return {
      resultCode: '00',
      resultMsg: 'success',
      item: (await client.service('prec', defined(args))) as Record<string, string>,
    };
  },
});

const InterpretationRow = rowWith({
  법령해석례일련번호: '법령해석례일련번호 (law_get_interpretation의 ID)',
  안건명: '안건명',
  안건번호: 'e.g. 24-0123',
  질의기관명: '질의기관',
  회신기관명: '회신기관 (법제처)',
  회신일자: 'YYYYMMDD',
});

export const searchInterpretations = searchTool({
  name: 'law_search_interpretations',
  title: '법령해석례 목록 조회',
  target: 'expc',
  ko: '법제처 법령해석례를 안건명(search=1) 또는 본문(search=2)으로 찾습니다. 질의기관(inq), 회신기관(rpl), 안건번호(itmno), 해석일자 범위(explYd)로 거를 수 있습니다.',
  en: "Searches the Ministry of Government Legislation's statutory interpretations by title or body text.",
  filters: {
    inq: z.string().optional().describe('질의기관 (코드 또는 이름), e.g. 국토교통부'),
    rpl: z.string().optional().describe('회신기관 (코드 또는 이름), e.g. 법제처'),
    itmno: z
      .string()
      .regex(/^\d{2}-?\d{4}$/, 'itmno is an 안건번호 like 24-0123 (or 240123)')
      .optional()
      .describe('안건번호, e.g. 24-0123'),
    explYd: dateRange('explYd: 해석일자 범위', '20240101~20241231').optional(),
    regYd: dateRange('regYd: 등록일자 범위', '20240101~20241231').optional(),
    sort: sort.describe('정렬: lasc/ldes 안건명, dasc/ddes 해석일자 (기본 ddes), nasc/ndes 안건번호'),
  },
  row: InterpretationRow,
});

export const getInterpretation = lawTool({
  name: 'law_get_interpretation',
  title: '법령해석례 본문 조회',
  operation: 'lawService.do?target=expc',
  description:
    '법령해석례 본문 조회 (lawService.do?target=expc): 법령해석례일련번호(ID)로 안건명, 질의요지, 회답, 이유, 해석일자, 해석기관을 가져옵니다.\n' +
    'Full text of one statutory interpretation by ID: question, answer and reasons.',
  input: z.object({ OC, ID: serialId('ID: 법령해석례일련번호', '330471') }),
  output: detailOf(
    rowWith({
      법령해석례일련번호: '법령해석례일련번호',
      안건명: '안건명',
      안건번호: '안건번호',
      해석일자: 'YYYYMMDD',
      해석기관명: '해석기관',
      질의기관명: '질의기관',
      질의요지: '질의요지',
      회답: '회답',
      이유: '이유',
    }),
  ),
  kind: 'read',
  generic: ['OC'],
  async run(args, { client }) {
    return {
      resultCode: '00',
      resultMsg: 'success',
      item: (await client.service('expc', defined(args))) as Record<string, string>,
    };
  },
});
