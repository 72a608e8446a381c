// Major-event decisions (주요사항보고서, DS005) and major-shareholding reports (DS004). The event APIs
// share one request shape (corp_code + a receipt-date window), so one factory declares them.
import { z } from 'zod';
import { corp_code, crtfc_key, pageOf, rowWith, yyyymmdd } from '../schemas.ts';
import { dartTool, GENERIC, listApiTool, pageFromList } from './tool.ts';

const EventQuery = {
  crtfc_key,
  corp_code,
  bgn_de: yyyymmdd('검색시작 접수일자', '20260101'),
  end_de: yyyymmdd('검색종료 접수일자', '20260131'),
};

export const getConvertibleBondDecisions = listApiTool({
  group: '주요사항보고서',
  query: EventQuery,
  name: 'dart_get_convertible_bond_decisions',
  api: 'cvbdIsDecsn',
  title: '전환사채권 발행결정',
  ko: '기간 내 전환사채(CB) 발행결정: 회차, 권면총액, 전환가액(cv_prc), 시가하락에 따른 전환가액 조정 최저한도(act_mktprcfl_cvprc_lwtrsprc), 전환청구기간, 이사회결의일.',
  en: 'Convertible-bond issuance decisions in a date window: conversion price, refixing floor, conversion period.',
  fields: {
    bd_tm: '회차',
    bd_fta: '사채의 권면총액(원)',
    cv_prc: '전환가액(원/주)',
    act_mktprcfl_cvprc_lwtrsprc: '시가하락에 따른 전환가액 조정 최저 조정가액(원)',
    cvrqpd_bgd: '전환청구기간 시작일',
    cvrqpd_edd: '전환청구기간 종료일',
    bddd: '이사회결의일',
  },
});

export const getBondWithWarrantDecisions = listApiTool({
  group: '주요사항보고서',
  query: EventQuery,
  name: 'dart_get_bond_with_warrant_decisions',
  api: 'bdwtIsDecsn',
  title: '신주인수권부사채권 발행결정',
  ko: '기간 내 신주인수권부사채(BW) 발행결정: 권면총액, 행사가액(ex_prc), 발행할 주식수, 행사가액 조정 최저한도.',
  en: 'Bond-with-warrant issuance decisions: exercise price, shares to issue, refixing floor.',
  fields: {
    bd_tm: '회차',
    bd_fta: '사채의 권면총액(원)',
    ex_prc: '행사가액(원/주)',
    nstk_isstk_cnt: '신주인수권 행사로 발행할 주식수',
    act_mktprcfl_cvprc_lwtrsprc: '최저 조정가액(원)',
    bddd: '이사회결의일',
  },
});

export const getPaidInCapitalIncreaseDecisions = listApiTool({
  group: '주요사항보고서',
  query: EventQuery,
  name: 'dart_get_paid_in_capital_increase_decisions',
  api: 'piicDecsn',
  title: '유상증자 결정',
  ko: '기간 내 유상증자 결정: 신주의 종류와 수, 1주당 액면가액, 증자전 발행주식총수, 자금조달 목적, 증자방식.',
  en: 'Paid-in capital increase decisions: new shares, par value, shares before, purpose and method.',
  fields: {
    nstk_ostk_cnt: '신주의 종류와 수(보통주식)',
    fv_ps: '1주당 액면가액(원)',
    bfic_tisstk_ostk: '증자전 발행주식총수(보통주식)',
    ic_mthn: '증자방식',
  },
});

export const getMajorShareholdingReports = dartTool({
  name: 'dart_get_major_shareholding_reports',
  title: '대량보유 상황보고',
  operation: 'majorstock.json',
  description:
    '지분공시 대량보유 상황보고 (majorstock.json): 주식등의 대량보유(5%) 보고자, 보유주식수와 증감, 보유비율과 증감, 보고사유.\n' +
    'Major-shareholding (5% rule) reports of a company: reporter, holdings and changes.',
  input: z.object({ crtfc_key, corp_code }),
  output: pageOf(
    rowWith({
      rcept_no: '접수번호',
      rcept_dt: '접수일자',
      corp_name: '회사명',
      report_tp: '보고구분',
      repror: '대표보고자',
      stkqy: '보유주식등의 수',
      stkrt: '보유비율',
      report_resn: '보고사유',
    }),
  ),
  kind: 'read',
  generic: GENERIC,
  run: async (args, { client }) => pageFromList(await client.call('majorstock', args)),
});

export const EVENT_TOOLS = [
  getConvertibleBondDecisions,
  getBondWithWarrantDecisions,
  getPaidInCapitalIncreaseDecisions,
  getMajorShareholdingReports,
];
