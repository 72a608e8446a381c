// Article templates every law shares: 목적, 정의, the general provisions after them, and the 보칙 and
// 벌칙 articles at the end. Slots: {law} {sub} {auth} {term} {v} (a value that changes when the
// article is amended), {parent}.
import { particle } from './korean.ts';

export interface ArticleTemplate {
  /** 조문제목 */
  t: string;
  /** One body, or paragraphs (항) when an array. */
  b: string | readonly string[];
  /** Values for {v}, one per amendment (the last repeats). */
  v?: readonly string[];
  /** Only for laws whose name contains one of these (a family shares templates otherwise). */
  for?: readonly string[];
}

export const GENERAL: readonly ArticleTemplate[] = [
  {
    t: '국가 등의 책무',
    b: [
      '① 국가와 지방자치단체는 {sub}에 관한 시책을 수립하고 시행하여야 한다.',
      '② 국가와 지방자치단체는 제1항에 따른 시책에 필요한 재원을 마련하기 위하여 노력하여야 한다.',
    ],
  },
  {
    t: '다른 법률과의 관계',
    b: '{sub}에 관하여 다른 법률에 특별한 규정이 있는 경우를 제외하고는 이 법에서 정하는 바에 따른다.',
  },
  {
    t: '기본계획의 수립',
    b: [
      '① {auth}은 {sub}에 관한 기본계획을 {v}마다 수립하여야 한다.',
      '② 기본계획에는 {sub}에 관한 기본방향과 추진목표, 그 밖에 대통령령으로 정하는 사항이 포함되어야 한다.',
    ],
    v: ['5년', '3년'],
  },
  {
    t: '실태조사',
    b: '{auth}은 {sub}에 관한 정책을 효과적으로 수립·시행하기 위하여 {v}마다 실태조사를 실시하고 그 결과를 공표하여야 한다.',
    v: ['3년', '2년', '1년'],
  },
];

export const TAIL: readonly ArticleTemplate[] = [
  {
    t: '권한의 위임ㆍ위탁',
    b: [
      '① 이 법에 따른 {auth}의 권한은 대통령령으로 정하는 바에 따라 그 일부를 소속 기관의 장 또는 시ㆍ도지사에게 위임할 수 있다.',
      '② {auth}은 이 법에 따른 업무의 일부를 대통령령으로 정하는 바에 따라 관계 전문기관에 위탁할 수 있다.',
    ],
  },
  {
    t: '벌칙 적용에서 공무원 의제',
    b: '제{prev}조에 따라 위탁받은 업무에 종사하는 사람은 「형법」 제129조부터 제132조까지의 규정을 적용할 때에는 공무원으로 본다.',
  },
  {
    t: '벌칙',
    b: '다음 각 호의 어느 하나에 해당하는 자는 {v} 이하의 징역 또는 5천만원 이하의 벌금에 처한다.',
    v: ['5년', '7년'],
  },
  {
    t: '벌칙',
    b: '다음 각 호의 어느 하나에 해당하는 자는 {v} 이하의 징역 또는 2천만원 이하의 벌금에 처한다.',
    v: ['2년', '3년'],
  },
  {
    t: '양벌규정',
    b: '법인의 대표자나 법인 또는 개인의 대리인, 사용인, 그 밖의 종업원이 그 법인 또는 개인의 업무에 관하여 제{prev2}조 또는 제{prev}조의 위반행위를 하면 그 행위자를 벌하는 외에 그 법인 또는 개인에게도 해당 조문의 벌금형을 과(科)한다. 다만, 법인 또는 개인이 그 위반행위를 방지하기 위하여 해당 업무에 관하여 상당한 주의와 감독을 게을리하지 아니한 경우에는 그러하지 아니하다.',
  },
  {
    t: '과태료',
    b: [
      '① 다음 각 호의 어느 하나에 해당하는 자에게는 {v} 이하의 과태료를 부과한다.',
      '② 제1항에 따른 과태료는 대통령령으로 정하는 바에 따라 {auth}이 부과ㆍ징수한다.',
    ],
    v: ['500만원', '1천만원', '3천만원'],
  },
];

/** Suffixes that turn a repeated domain title into a distinct article further on. */
export const TITLE_SUFFIXES = [
  '의 특례',
  '의 제한',
  '의 절차',
  '의 신고',
  '의 기준',
  '의 효력',
  ' 등의 공개',
  '의 예외',
];

/** Sentences appended when an article is amended and its {v} has no further value. */
export const PROVISOS = [
  '다만, 대통령령으로 정하는 경우에는 그러하지 아니하다.',
  '이 경우 {auth}은 그 결과를 공개하여야 한다.',
  '그 밖에 필요한 사항은 대통령령으로 정한다.',
];

/** Titles for 시행령/시행규칙 articles derived from the parent law's article titles. */
export const DECREE_SUFFIXES = ['의 기준', '의 절차', '의 방법', '의 신청', ' 등', '의 세부사항'];

export function decreeArticle(options: { title: string; basis: string; rule: boolean; form: number }): ArticleTemplate {
  const { title, basis, rule, form } = options;
  const subject = title.replace(/ 등$/, '');
  const topic = `${subject}${particle(subject, '은')}`;
  if (rule) {
    return {
      t: title,
      b: [
        `① ${basis}에 따른 ${subject}에 관한 신청서는 별지 제${form}호서식에 따른다.`,
        '② 제1항에 따른 신청서에는 다음 각 호의 서류를 첨부하여야 한다. 처리기간은 {v}로 한다.',
      ],
      v: ['20일', '14일', '10일'],
    };
  }
  return {
    t: title,
    b: [
      `① ${basis}에 따른 ${topic} 다음 각 호와 같다.`,
      '② 제1항에 따른 기준의 세부적인 사항은 {auth}이 정하여 고시한다. 이 경우 처리기간은 {v}로 한다.',
    ],
    v: ['30일', '20일', '14일'],
  };
}

/** The closing article of a 시행령 (과태료 기준) or 시행규칙 (규제의 재검토). */
export function decreeTail(options: { rule: boolean; basis: string }): ArticleTemplate {
  if (options.rule) {
    return {
      t: '규제의 재검토',
      b: '{auth}은 이 규칙에 따른 신청 절차와 서식에 대하여 {v}마다 그 타당성을 검토하여 개선 등의 조치를 하여야 한다.',
      v: ['3년', '2년'],
    };
  }
  return { t: '과태료의 부과기준', b: `${options.basis}에 따른 과태료의 부과기준은 별표와 같다.` };
}
