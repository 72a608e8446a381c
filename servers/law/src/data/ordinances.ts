// Generates 자치법규 (target=ordin): ordinances and their 시행규칙 of real 지자체 on the themes of
// local-law.json, each implementing an article of its parent law that exists on its 공포일자.
import { createRng, hashSeed } from '@kopa/kit';
import { dayOf, ymdOf } from './dates.ts';
import { particle } from './korean.ts';
import type { LawCorpus } from './law-corpus.ts';
import localLaw from './local-law.json' with { type: 'json' };
import { articleLabel } from './render-article.ts';
import { DATA_END } from './versions.ts';

export interface OrdinanceArticle {
  조문번호: string;
  조문여부: string;
  조제목: string;
  조내용: string;
}

export type OrdinanceRow = {
  자치법규일련번호: string;
  자치법규명: string;
  자치법규ID: string;
  공포일자: string;
  공포번호: string;
  제개정구분명: string;
  지자체기관명: string;
  지자체기관코드: string;
  자치법규종류: string;
  시행일자: string;
  자치법규분야명: string;
  조: OrdinanceArticle[];
  부칙내용: string;
};

/** 서울특별시장, 경기도지사, 강남구청장, 수원시장, 양평군수. */
function headOf(government: string): string {
  const last = government.split(' ').at(-1) ?? government;
  if (!government.includes(' ')) return last.endsWith('도') ? `${last}지사` : `${last}장`;
  if (last.endsWith('구')) return `${last}청장`;
  return last.endsWith('군') ? `${last}수` : `${last}장`;
}

/** Ordinances of a city under a 도 drop the 도 ("수원시 …"); under a 특별시/광역시 they keep it. */
function prefixOf(government: string): string {
  const [top, local] = government.split(' ');
  return local && top && !/(특별시|광역시)$/.test(top) ? local : government;
}

export function createOrdinances(options: { corpus: LawCorpus; seed: string }): OrdinanceRow[] {
  const { corpus, seed } = options;
  const rng = createRng(hashSeed(seed, 'ordinances'));
  const drafts: Omit<OrdinanceRow, '자치법규일련번호' | '자치법규ID'>[] = [];
  for (const [government = '', code = ''] of localLaw.governments) {
    const regional = !government.includes(' ');
    for (const [theme = '', parentName = '', field = ''] of localLaw.themes) {
      if (!regional && !rng.chance(0.6)) continue;
      const parent = corpus.specByName(parentName);
      if (!parent) throw new Error(`ordinance theme ${theme} cites unknown law ${parentName}`);
      const first = Math.max(dayOf('20100101'), dayOf(corpus.versions(parent.법령ID)[0]?.시행일자 ?? '20100101'));
      const date = ymdOf(first + rng.int(0, dayOf(DATA_END) - first));
      const version = corpus.inForce(parent.법령ID, date);
      const candidates = version
        ? [...corpus.states(version).values()].filter((state) => !state.deleted && state.slot.num > 1)
        : [];
      const cited = candidates.length > 0 ? rng.pick(candidates) : undefined;
      const basis = cited
        ? `「${parentName}」 ${articleLabel(cited.slot.num, cited.slot.branch)}`
        : `「${parentName}」`;
      const head = headOf(government);
      const headIs = `${head}${particle(head, '은')}`;
      const topic = theme.replace(/ (기본 )?조례$/, '').replace(/에 관한$/, '');
      const name = `${prefixOf(government)} ${theme}`;
      const articles: OrdinanceArticle[] = [
        {
          조문번호: '000100',
          조문여부: 'Y',
          조제목: '목적',
          조내용: `제1조(목적) 이 조례는 ${basis}에 따라 ${topic}에 관하여 필요한 사항을 규정함을 목적으로 한다.`,
        },
        {
          조문번호: '000200',
          조문여부: 'Y',
          조제목: '책무',
          조내용: `제2조(책무) ${headIs} ${topic}에 관한 시책을 마련하고 이에 필요한 재원을 확보하도록 노력하여야 한다.`,
        },
        {
          조문번호: '000300',
          조문여부: 'Y',
          조제목: '계획의 수립',
          조내용: `제3조(계획의 수립) ${headIs} ${topic}에 관한 계획을 ${rng.pick(['3년', '5년'])}마다 수립ㆍ시행하여야 한다.`,
        },
        {
          조문번호: '000400',
          조문여부: 'Y',
          조제목: '위원회의 설치',
          조내용: `제4조(위원회의 설치) ${topic}에 관한 사항을 심의하기 위하여 위원회를 둘 수 있다. 위원회는 위원장 1명을 포함한 ${rng.int(7, 15)}명 이내의 위원으로 구성한다.`,
        },
        {
          조문번호: '000500',
          조문여부: 'Y',
          조제목: '협력',
          조내용: `제5조(협력) ${headIs} ${topic}${particle(topic, '을')} 위하여 관계 행정기관 및 관련 단체와 협력체계를 구축할 수 있다.`,
        },
        {
          조문번호: '000600',
          조문여부: 'Y',
          조제목: '시행규칙',
          조내용: '제6조(시행규칙) 이 조례의 시행에 필요한 사항은 규칙으로 정한다.',
        },
      ];
      const base = {
        공포일자: date,
        제개정구분명: rng.chance(0.3) ? '제정' : '일부개정',
        지자체기관명: government,
        지자체기관코드: code,
        시행일자: date,
        자치법규분야명: field,
      };
      drafts.push({
        ...base,
        자치법규명: name,
        공포번호: String(rng.int(1, 9000)),
        자치법규종류: '조례',
        조: articles,
        부칙내용: '이 조례는 공포한 날부터 시행한다.',
      });
      if (rng.chance(0.2)) {
        drafts.push({
          ...base,
          자치법규명: `${name} 시행규칙`,
          공포번호: String(rng.int(1, 2000)),
          자치법규종류: '규칙',
          조: [
            {
              조문번호: '000100',
              조문여부: 'Y',
              조제목: '목적',
              조내용: `제1조(목적) 이 규칙은 「${name}」의 시행에 필요한 사항을 규정함을 목적으로 한다.`,
            },
            {
              조문번호: '000200',
              조문여부: 'Y',
              조제목: '서식',
              조내용: `제2조(서식) 「${name}」에 따른 신청서는 별지 제1호서식에 따른다.`,
            },
          ],
          부칙내용: '이 규칙은 공포한 날부터 시행한다.',
        });
      }
    }
  }
  drafts.sort((a, b) => (a.공포일자 < b.공포일자 ? -1 : a.공포일자 > b.공포일자 ? 1 : 0));
  let serial = 1_100_000;
  let id = 2_000_000;
  return drafts.map((draft) => {
    serial += rng.int(30, 900);
    id += rng.int(5, 400);
    return { 자치법규일련번호: String(serial), 자치법규ID: String(id), ...draft };
  });
}
