// The financial-statement tools (DS003): main accounts of one or many companies, the full
// statements, and the financial indices.
import { z } from 'zod';
import { corp_code, crtfc_key, PeriodQuery, pageOf, rowWith } from '../schemas.ts';
import { dartTool, GENERIC, pageFromList } from './tool.ts';

const AccountRow = rowWith({
  rcept_no: '접수번호',
  bsns_year: '사업연도',
  stock_code: '종목코드',
  reprt_code: '보고서 코드',
  account_nm: '계정명, e.g. 매출액',
  fs_div: 'CFS 연결 / OFS 별도',
  sj_div: 'BS 재무상태표 / IS 손익계산서',
  thstrm_amount: '당기금액 ("300,000,000")',
  frmtrm_amount: '전기금액',
});

const FullRow = rowWith({
  rcept_no: '접수번호',
  sj_div: '재무제표구분',
  account_id: '계정ID, e.g. ifrs-full_Revenue',
  account_nm: '계정명',
  thstrm_amount: '당기금액',
});

const IndexRow = rowWith({
  stlm_dt: '결산기준일',
  idx_cl_code: '지표분류코드',
  idx_cl_nm: '지표분류명',
  idx_code: '지표코드, e.g. M211100',
  idx_nm: '지표명',
  idx_val: '지표값',
});

export const getSingleAccount = dartTool({
  name: 'dart_get_single_account',
  title: '단일회사 주요계정',
  operation: 'fnlttSinglAcnt.json',
  description:
    '단일회사 주요계정 (fnlttSinglAcnt.json): 매출액·영업이익·당기순이익·자산·부채·자본 등 주요 재무계정(연결 CFS/별도 OFS, 당기·전기·전전기).\n' +
    'Main financial accounts of one company for a business year and report.',
  input: z.object(PeriodQuery),
  output: pageOf(AccountRow),
  kind: 'read',
  generic: GENERIC,
  run: async (args, { client }) => pageFromList(await client.call('fnlttSinglAcnt', args)),
});

export const getMultiAccount = dartTool({
  name: 'dart_get_multi_account',
  title: '다중회사 주요계정',
  operation: 'fnlttMultiAcnt.json',
  description:
    '다중회사 주요계정 (fnlttMultiAcnt.json): 여러 회사의 주요계정을 한 번에 조회합니다. corp_code는 쉼표로 구분하며 최대 100개(초과 시 DART 021).\n' +
    'Main accounts of several companies at once; corp_code is comma-separated, at most 100.',
  input: z.object({
    ...PeriodQuery,
    corp_code: z
      .string()
      .regex(/^\d{8}(,\d{8})*$/, 'corp_code must be 8-digit codes separated by commas, e.g. 00126380,00164779')
      .describe('고유번호 목록 (쉼표 구분, 최대 100개), e.g. 00126380,00164779'),
  }),
  output: pageOf(AccountRow),
  kind: 'read',
  generic: GENERIC,
  run: async (args, { client }) => pageFromList(await client.call('fnlttMultiAcnt', args)),
});

export const getFullStatements = dartTool({
  name: 'dart_get_full_statements',
  title: '단일회사 전체 재무제표',
  operation: 'fnlttSinglAcntAll.json',
  description:
    '단일회사 전체 재무제표 (fnlttSinglAcntAll.json): 재무상태표·손익계산서·현금흐름표 등 전체 계정(account_id 포함). fs_div는 CFS(연결) 또는 OFS(별도).\n' +
    'Full financial statements of one company, with XBRL account ids.',
  input: z.object({ ...PeriodQuery, fs_div: z.enum(['CFS', 'OFS']).describe('개별/연결구분: CFS 연결, OFS 별도') }),
  output: pageOf(FullRow),
  kind: 'read',
  generic: GENERIC,
  run: async (args, { client }) => pageFromList(await client.call('fnlttSinglAcntAll', args)),
});

export const getFinancialIndices = dartTool({
  name: 'dart_get_financial_indices',
  title: '단일회사 주요 재무지표',
  operation: 'fnlttSinglIndx.json',
  description:
    '단일회사 주요 재무지표 (fnlttSinglIndx.json): 수익성(M210000)·안정성(M220000)·성장성(M230000)·활동성(M240000) 지표.\n' +
    'Financial indices (profitability, stability, growth, activity) of one company.',
  input: z.object({
    crtfc_key,
    corp_code,
    bsns_year: PeriodQuery.bsns_year,
    reprt_code: PeriodQuery.reprt_code,
    idx_cl_code: z
      .enum(['M210000', 'M220000', 'M230000', 'M240000'])
      .describe('지표분류코드: M210000 수익성, M220000 안정성, M230000 성장성, M240000 활동성'),
  }),
  output: pageOf(IndexRow),
  kind: 'read',
  generic: GENERIC,
  run: async (args, { client }) => pageFromList(await client.call('fnlttSinglIndx', args)),
});
