// Generates 행정규칙 (target=admrul): the named 훈령/예규/고시/지침 of admin-rules.json, each with its
// 발령 history (현행 and 연혁 rows, a new 행정규칙일련번호 per 발령) and articles that cite an article of
// its parent law existing on the 발령일자.
import { createRng, hashSeed } from '@kopa/kit';
import reference from './admin-rules.json' with { type: 'json' };
import { ministryCode } from './catalog.ts';
import { addDays, compact, dayOf, ymdOf } from './dates.ts';
import { authorityOf, particle } from './korean.ts';
import type { LawCorpus } from './law-corpus.ts';
import { articleLabel } from './render-article.ts';
import { DATA_END } from './versions.ts';

export type AdminRuleRow = {
  행정규칙일련번호: string;
  행정규칙명: string;
  행정규칙종류: string;
  행정규칙종류코드: string;
  발령일자: string;
  발령번호: string;
  소관부처명: string;
  소관부처코드: string;
  현행연혁구분: string;
  제개정구분코드: string;
  제개정구분명: string;
  행정규칙ID: string;
  시행일자: string;
  생성일자: string;
  담당부서기관명: string;
  /** 조문내용: one string per article, as the JSON body carries them. */
  조문내용: string[];
  부칙내용: string;
};

/** knd codes of the admrul search (1 훈령, 2 예규, 3 고시, 4 공고, 5 지침, 6 기타). */
export const ADMIN_RULE_KINDS: Record<string, string> = {
  훈령: '1',
  예규: '2',
  고시: '3',
  공고: '4',
  지침: '5',
  기타: '6',
};
const REVISION_CODES: Record<string, string> = { 제정: '300201', 일부개정: '300202', 전부개정: '300203' };

export function createAdminRules(options: { corpus: LawCorpus; seed: string }): AdminRuleRow[] {
  const { corpus, seed } = options;
  const rng = createRng(hashSeed(seed, 'admin-rules'));
  const rows: AdminRuleRow[] = [];
  let ruleId = 2_000_000;
  for (const [name = '', kind = '고시', ministry = '', parentName = '', topic = ''] of reference as string[][]) {
    const parent = corpus.specByName(parentName);
    if (!parent) throw new Error(`admin rule ${name} cites unknown law ${parentName}`);
    ruleId += rng.int(10, 900);
    const versions = rng.int(1, 4);
    const first = Math.max(dayOf('20120101'), dayOf(corpus.versions(parent.법령ID)[0]?.시행일자 ?? '20120101'));
    const span = Math.floor((dayOf(DATA_END) - first) / versions);
    for (let index = 0; index < versions; index++) {
      const date = ymdOf(first + index * span + rng.int(0, Math.max(1, span - 30)));
      const version = corpus.inForce(parent.법령ID, date);
      const cited = version
        ? rng.pick([...corpus.states(version).values()].filter((state) => !state.deleted && state.slot.num > 1))
        : undefined;
      const basis = cited
        ? `「${parentName}」 ${articleLabel(cited.slot.num, cited.slot.branch)}`
        : `「${parentName}」`;
      const year = date.slice(0, 4);
      // The DRF gives the bare number ("2026-103", "1838"); "제…호" is only how it is cited.
      const number = kind === '고시' || kind === '지침' ? `${year}-${rng.int(1, 180)}` : String(rng.int(100, 2400));
      const revision = index === 0 ? '제정' : rng.chance(0.85) ? '일부개정' : '전부개정';
      const self = kind === '지침' ? '지침' : kind;
      // Most rules take effect on issue; some a month later, and then their 부칙 names that day.
      const effective = addDays(date, rng.pick([0, 0, 30]));
      const takesEffect = effective === date && index === 0 ? '발령한 날부터' : `${compact(effective)}부터`;
      rows.push({
        행정규칙일련번호: '',
        행정규칙명: name,
        행정규칙종류: kind,
        행정규칙종류코드: ADMIN_RULE_KINDS[kind] ?? '6',
        발령일자: date,
        발령번호: number,
        소관부처명: ministry,
        소관부처코드: ministryCode(ministry),
        현행연혁구분: index === versions - 1 ? '현행' : '연혁',
        제개정구분코드: REVISION_CODES[revision] ?? '300202',
        제개정구분명: revision,
        행정규칙ID: String(ruleId),
        시행일자: effective,
        생성일자: date,
        담당부서기관명: `${ministry} ${topic.split(' ')[0]}과`,
        조문내용: [
          `제1조(목적) 이 ${self}${particle(self, '은')} ${basis}에 따라 ${topic}에 관하여 필요한 사항을 정함을 목적으로 한다.`,
          `제2조(적용범위) 이 ${self}${particle(self, '은')} ${topic}에 관한 업무를 처리하는 ${ministry}${particle(ministry, '와')} 그 소속기관에 적용한다.`,
          `제3조(업무처리의 원칙) ${authorityOf(ministry)}${particle(authorityOf(ministry), '은')} ${topic}에 관한 업무를 공정하고 투명하게 처리하여야 한다.`,
          `제4조(처리기한) ${topic}에 관한 신청은 접수한 날부터 ${rng.pick(['7일', '14일', '20일', '30일'])} 이내에 처리하여야 한다.`,
          `제5조(서식) ${topic}에 관한 서식은 별지 서식에 따른다.`,
          `제6조(재검토기한) ${authorityOf(ministry)}${particle(authorityOf(ministry), '은')} 「훈령ㆍ예규 등의 발령 및 관리에 관한 규정」에 따라 이 ${self}에 대하여 ${compact(addDays(date, 1))} 기준으로 매 3년이 되는 시점마다 그 타당성을 검토하여 개선 등의 조치를 하여야 한다.`,
        ],
        부칙내용: `이 ${self}${particle(self, '은')} ${takesEffect} 시행한다.`,
      });
    }
  }
  rows.sort((a, b) => (a.발령일자 < b.발령일자 ? -1 : a.발령일자 > b.발령일자 ? 1 : 0));
  let serial = 2_100_000_180_000;
  for (const row of rows) {
    serial += rng.int(50, 900);
    row.행정규칙일련번호 = String(serial);
  }
  return rows;
}
