// Generates 법제처 법령해석례 (target=expc): each answers a question about an article that exists in
// the version of the law in force on its 해석일자, asked by a ministry, a 지자체 or a 민원인.
import { createRng, hashSeed } from '@kopa/kit';
import type { ArticleState } from './articles.ts';
import type { LawSpec } from './catalog.ts';
import { dayOf, pad, ymdOf } from './dates.ts';
import { particle } from './korean.ts';
import type { LawCorpus } from './law-corpus.ts';
import localLaw from './local-law.json' with { type: 'json' };
import { quoteOf } from './precedent-text.ts';
import { articleLabel } from './render-article.ts';
import { DATA_END } from './versions.ts';

export type InterpretationRow = {
  법령해석례일련번호: string;
  안건명: string;
  안건번호: string;
  질의기관코드: string;
  질의기관명: string;
  회신기관코드: string;
  회신기관명: string;
  /** YYYYMMDD; lists print 회신일자 as "2024.03.15". */
  해석일자: string;
  관리기관코드: string;
  등록일시: string;
  질의요지: string;
  회답: string;
  이유: string;
};

const MOLEG = { code: '1170000', name: '법제처' };
const QUESTIONS = [
  { issue: '{title}의 대상에 해당하는지 여부', yes: '해당합니다', no: '해당하지 않습니다' },
  { issue: '{title}의 기산점', yes: '그 사유가 발생한 날부터 기산합니다', no: '신청서가 접수된 날부터 기산합니다' },
  { issue: '{title}을 적용할 수 있는지 여부', yes: '적용할 수 있습니다', no: '적용할 수 없습니다' },
  { issue: '{title}의 범위', yes: '그 범위에 포함됩니다', no: '그 범위에 포함되지 않습니다' },
];
const SCENARIOS = [
  '관계 법령에 따라 이미 신고를 마친 자가 같은 내용으로 다시 신청하는 경우',
  '해당 요건을 일부만 갖춘 상태에서 처분을 신청한 경우',
  '법 시행 전에 발생한 사유에 대하여 처분을 하려는 경우',
  '둘 이상의 시ㆍ군ㆍ구에 걸쳐 있는 경우',
  '공동으로 사업을 수행하는 경우',
];

export function createInterpretations(options: {
  corpus: LawCorpus;
  seed: string;
  count: number;
  /** The last day of answers, YYYYMMDD; later than DATA_END adds the days after it. */
  end?: string;
}): InterpretationRow[] {
  const { corpus, seed } = options;
  let rng = createRng(hashSeed(seed, 'interpretations'));
  const laws = corpus.specs().filter((spec) => spec.kind === '법률' || spec.kind === '대통령령');
  const weighted = laws.map((spec) => [spec, spec.kind === '법률' ? 3 : 1] as const);
  const start = dayOf('20100101');
  const end = dayOf(DATA_END);
  type Draft = { date: string; row: Omit<InterpretationRow, '법령해석례일련번호' | '안건번호'> };
  const drafts: Draft[] = [];
  const draft = (spec: LawSpec, date: string): Draft | undefined => {
    const version = corpus.inForce(spec.법령ID, date);
    if (!version) return undefined;
    const candidates = [...corpus.states(version).values()].filter(
      (state: ArticleState) => !state.deleted && state.slot.num > 1,
    );
    if (candidates.length === 0) return undefined;
    const state = rng.pick(candidates);
    const unit = corpus.unit(version, state.slot);
    if (!unit) return undefined;
    const title = unit.조문제목 || '해당 규정';
    const label = articleLabel(state.slot.num, state.slot.branch);
    const [govName, govCode] = rng.pick(localLaw.governments.slice(0, 17));
    const asker = rng.weighted([
      [{ code: spec.ministryCode, name: spec.ministry }, 6],
      [{ code: '', name: '민원인' }, 3],
      [{ code: govCode ?? '', name: govName ?? '' }, 2],
    ] as const);
    const question = rng.pick(QUESTIONS);
    const scenario = rng.pick(SCENARIOS);
    const affirmative = rng.chance(0.55);
    const issue = question.issue.replace('{title}', title).replace(/을 적용/, `${particle(title, '을')} 적용`);
    const law = `「${spec.name}」`;
    return {
      date,
      row: {
        안건명: `${asker.name} - ${law} ${label}에 따른 ${issue}(${law} ${label} 등 관련)`,
        질의기관코드: asker.code,
        질의기관명: asker.name,
        회신기관코드: MOLEG.code,
        회신기관명: MOLEG.name,
        해석일자: date,
        관리기관코드: MOLEG.code,
        등록일시: `${date}${pad(rng.int(9, 18), 2)}${pad(rng.int(0, 59), 2)}${pad(rng.int(0, 59), 2)}`,
        질의요지: `${law} ${label}에서는 "${quoteOf(unit)}"라고 규정하고 있는바, ${scenario}에도 같은 조에 따른 ${issue.replace(/ 여부$/, '')}인지?`,
        회답: `${scenario}에는 ${law} ${label}에 따라 ${affirmative ? question.yes : question.no}.`,
        이유: `${law} ${label}${particle(label, '은')} ${spec.subject}에 관한 사항을 정하고 있는 규정으로서, 법령의 문언 자체가 비교적 명확한 개념으로 구성되어 있다면 원칙적으로 더 이상 다른 해석방법은 활용할 필요가 없거나 제한될 수밖에 없습니다. 그런데 같은 조의 문언과 입법 취지, 관련 규정과의 체계를 종합하여 보면, ${scenario}에는 ${affirmative ? question.yes : question.no}. 따라서 이 사안의 경우 ${affirmative ? question.yes : question.no}.`,
      },
    };
  };
  for (let attempt = 0; drafts.length < options.count && attempt < options.count * 3; attempt++) {
    const spec = rng.weighted(weighted);
    const made = draft(spec, ymdOf(start + rng.int(0, end - start)));
    if (made) drafts.push(made);
  }
  drafts.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const perYear = new Map<string, number>();
  let serial = 300_000;
  const numbered = ({ date, row }: Draft): InterpretationRow => {
    const year = date.slice(2, 4);
    const next = (perYear.get(year) ?? 0) + rng.int(1, 4);
    perYear.set(year, next);
    serial += rng.int(3, 40);
    return { 법령해석례일련번호: String(serial), 안건번호: `${year}-${pad(next, 4)}`, ...row };
  };
  const rows = drafts.map(numbered);
  // After the fixed window each weekday draws from its own stream (one or two answers a week, the
  // window's average), so a later end never changes an earlier day's answers.
  const last = dayOf(options.end ?? DATA_END);
  for (let day = end + 1; day <= last; day++) {
    const weekday = (day + 4) % 7;
    if (weekday === 0 || weekday === 6) continue;
    rng = createRng(hashSeed(seed, 'interpretations', ymdOf(day)));
    if (!rng.chance(0.3)) continue;
    const made = draft(rng.weighted(weighted), ymdOf(day));
    if (made) rows.push(numbered(made));
  }
  return rows;
}
