// The text of a precedent: 판시사항 and 판결요지 built around the articles it applies (quoting their
// wording in the version in force on the 선고일자), and the long 판례내용 composed on demand.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import { spaced } from './dates.ts';
import { particle } from './korean.ts';
import { type CaseKind, shortCourt } from './precedent-templates.ts';
import type { ArticleUnit } from './render-article.ts';

export interface Citation {
  /** "주택임대차보호법 제3조 제1항" */
  text: string;
  title: string;
  quote: string;
}

const ISSUE_PATTERNS: Record<'형사' | '민사' | '행정', readonly string[]> = {
  형사: [
    '{cite} 위반죄의 성립 요건',
    "{cite}에서 정한 '{title}'의 의미와 그 판단 방법",
    '{cite} 위반죄에서 고의의 내용 및 그 증명 정도',
  ],
  민사: [
    "{cite}에서 정한 '{title}'에 해당하는지 판단하는 기준",
    '{cite}의 {title} 규정의 취지 및 그 적용 범위',
    '{cite}에 따른 {title}의 요건을 갖추었는지 여부(적극)',
    '{cite}에 따른 {title}의 요건을 갖추었는지 여부(소극)',
  ],
  행정: [
    '{cite}에 따른 처분이 재량권을 일탈ㆍ남용한 것인지 판단하는 기준',
    "{cite}에서 정한 '{title}'의 의미 및 그 판단 기준",
    '{cite}의 {title} 규정이 강행규정인지 여부(적극)',
  ],
};

const FACTORS: Record<CaseKind, string> = {
  민사: '당사자의 의사, 계약의 내용과 목적, 거래의 관행',
  형사: '행위의 동기와 경위, 수단과 방법, 결과 발생의 위험성',
  일반행정: '처분의 근거 법령의 목적, 처분으로 달성하려는 공익과 상대방이 입는 불이익의 정도',
  세무: '거래의 실질과 경위, 납세자의 의사, 과세요건 사실의 존부',
  가사: '가족관계의 실질, 당사자의 의사와 자녀의 복리',
  특허: '발명의 목적, 구성 및 작용효과',
};

function group(kind: CaseKind): '형사' | '민사' | '행정' {
  if (kind === '형사') return '형사';
  return kind === '일반행정' || kind === '세무' ? '행정' : '민사';
}

/** The article's wording without its heading or amendment marks, shortened for a quotation. */
export function quoteOf(unit: ArticleUnit): string {
  const paragraphs = Array.isArray(unit.항) ? unit.항 : [];
  const first = paragraphs[0]?.항내용 ?? unit.조문내용.replace(/^제\d+조(의\d+)?(\([^)]*\))?\s*/, '');
  const text = first
    .replace(/^[①-⑳]\s*/, '')
    .replace(/\s*<개정[^>]*>/g, '')
    .replace(/\s*\[본조신설[^\]]*\]/g, '')
    .trim();
  return text.length > 110 ? `${text.slice(0, 110)}…` : text;
}

export function issuesOf(options: { citations: readonly Citation[]; kind: CaseKind; rng: Rng }): {
  판시사항: string;
  판결요지: string;
} {
  const { citations, kind, rng } = options;
  const patterns = ISSUE_PATTERNS[group(kind)];
  const numbered = citations.length > 1;
  const issues: string[] = [];
  const holdings: string[] = [];
  citations.forEach((citation, index) => {
    const mark = numbered ? `[${index + 1}] ` : '';
    const title = citation.title || '해당 조항';
    const issue = (rng.pick(patterns) as string).replace('{cite}', citation.text).replace('{title}', title);
    issues.push(`${mark}${issue}`);
    holdings.push(
      `${mark}${citation.text}${particle(citation.text, '은')} "${citation.quote}"라고 규정하고 있다. 이러한 규정의 문언과 체계, 입법 취지 등에 비추어 보면, ${title}에 해당하는지는 ${FACTORS[kind]} 등을 종합적으로 고려하여 판단하여야 한다.`,
    );
  });
  return { 판시사항: issues.join(' '), 판결요지: holdings.join(' ') };
}

export interface PrecedentHead {
  판례일련번호: string;
  사건명: string;
  사건번호: string;
  선고일자: string;
  법원명: string;
  사건종류명: string;
  판결유형: string;
  판결요지: string;
}

const PARTIES: Record<string, readonly [string, string]> = {
  형사: ['피고인', '검사'],
  일반행정: ['원고', '피고 ○○○청장'],
  세무: ['원고', '피고 ○○세무서장'],
};

/** 판례내용 as law.go.kr serves it: sections marked 【 】 and lines joined with <br/>. */
export function precedentBody(row: PrecedentHead): string {
  const rng = createRng(hashSeed('prec-body', row.판례일련번호));
  const supreme = row.법원명 === '대법원';
  const [party, other] = PARTIES[row.사건종류명] ?? ['원고', '피고'];
  const reversed = rng.chance(0.4);
  const lines: string[] = [];
  if (row.사건종류명 === '형사') {
    lines.push(`【피 고 인】 피고인`, `【${supreme ? '상 고 인' : '항 소 인'}】 ${reversed ? '검사' : '피고인'}`);
  } else {
    lines.push(
      `【${party}, ${supreme ? '상고인' : '항소인'}】 ${party} (소송대리인 변호사 ○○○)`,
      `【${other.startsWith('피고') ? '피고, 피상고인' : '피고'}】 ${other}`,
    );
  }
  if (supreme) {
    const year = Number(row.선고일자.slice(0, 4)) - 1;
    const court = shortCourt(rng.pick(['서울고등법원', '수원고등법원', '부산고등법원', '서울중앙지방법원']));
    lines.push(
      `【원심판결】 ${court} ${spaced(`${year}${row.선고일자.slice(4)}`)} 선고 ${year}${row.사건종류명 === '형사' ? '노' : '나'}${rng.int(1000, 99999)} 판결`,
    );
  }
  const order = supreme
    ? reversed
      ? '원심판결을 파기하고, 사건을 원심법원에 환송한다.'
      : `상고를 기각한다. 상고비용은 ${party === '피고인' ? '피고인이' : `${party}${particle(party, '이')}`} 부담한다.`
    : reversed
      ? '제1심판결을 취소한다.'
      : '항소를 기각한다.';
  lines.push('【주    문】', order, '【이    유】', `${supreme ? '상고이유' : '항소이유'}를 판단한다.`);
  lines.push(`1. ${row.판결요지.replace(/\[\d+\]\s*/g, '')}`);
  lines.push(
    reversed
      ? '2. 그런데도 원심은 이와 달리 판단하였으니, 원심판결에는 관련 법리를 오해하여 판결에 영향을 미친 잘못이 있다. 이를 지적하는 취지의 상고이유 주장은 이유 있다.'
      : '2. 원심은 같은 취지에서 판단하였다. 원심의 판단에 상고이유 주장과 같이 관련 법리를 오해하는 등의 잘못이 없다.',
  );
  lines.push(
    supreme
      ? `3. 그러므로 관여 대법관의 일치된 의견으로 주문과 같이 ${row.판결유형}한다.`
      : `3. 그렇다면 ${reversed ? '제1심판결은 부당하므로 이를 취소하기로' : '항소는 이유 없으므로 이를 기각하기로'} 하여 주문과 같이 ${row.판결유형}한다.`,
  );
  lines.push(supreme ? '대법관 ○○○(재판장) ○○○ ○○○(주심) ○○○' : '판사 ○○○(재판장) ○○○ ○○○');
  return lines.join('<br/>');
}
