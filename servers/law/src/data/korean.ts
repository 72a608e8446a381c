// Korean particles (조사) chosen by the final consonant of the word before them, so that templated
// sentences read correctly whatever name fills them ("고용노동부장관은", "공정거래위원회는").

const DIGIT_HAS_FINAL = [true, true, false, true, false, false, true, true, true, false];
/** Digits whose reading ends in ㄹ (일, 칠, 팔), which takes 로 rather than 으로. */
const DIGIT_RIEUL = new Set([1, 7, 8]);

function finalOf(word: string): { has: boolean; rieul: boolean } {
  const last =
    word
      .trim()
      .replace(/[)\]」』"'”’]+$/, '')
      .at(-1) ?? '';
  if (/\d/.test(last)) return { has: DIGIT_HAS_FINAL[Number(last)] ?? false, rieul: DIGIT_RIEUL.has(Number(last)) };
  const code = last.charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11171) return { has: false, rieul: false };
  const final = code % 28;
  return { has: final !== 0, rieul: final === 8 };
}

const PAIRS: Record<string, readonly [string, string]> = {
  은: ['은', '는'],
  는: ['은', '는'],
  이: ['이', '가'],
  가: ['이', '가'],
  을: ['을', '를'],
  를: ['을', '를'],
  과: ['과', '와'],
  와: ['과', '와'],
  이란: ['이란', '란'],
  란: ['이란', '란'],
};

/** The right form of a particle after a word: particle('임금', '란') → '이란'. */
export function particle(word: string, written: string): string {
  const { has, rieul } = finalOf(word);
  if (written === '으로' || written === '로') return has && !rieul ? '으로' : '로';
  const pair = PAIRS[written];
  if (!pair) return written;
  return has ? pair[0] : pair[1];
}

/** Fills the {name} slots, fixing the particle that follows each one. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}(이란|란|으로|로|은|는|이|가|을|를|과|와)?/g, (match, name: string, after?: string) => {
    const value = values[name];
    if (value === undefined) return match;
    return after ? value + particle(value, after) : value;
  });
}

/** 고용노동부장관, 인사혁신처장, 경찰청장, 공정거래위원회, 법원행정처장. */
export function authorityOf(ministry: string): string {
  if (ministry === '대법원') return '법원행정처장';
  if (ministry.endsWith('위원회')) return ministry;
  if (ministry.endsWith('부')) return `${ministry}장관`;
  return `${ministry}장`;
}

export const CIRCLED = '①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳';
