// Revised Romanization of Korean, syllable by syllable, for ENG_SCHUL_NM and school homepages.
// Sound-change rules are left out except ㄹㄹ → ll; real English names are just as irregular.

const INITIALS = ['g', 'kk', 'n', 'd', 'tt', 'r', 'm', 'b', 'pp', 's', 'ss', '', 'j', 'jj', 'ch', 'k', 't', 'p', 'h'];
const MEDIALS = [
  'a',
  'ae',
  'ya',
  'yae',
  'eo',
  'e',
  'yeo',
  'ye',
  'o',
  'wa',
  'wae',
  'oe',
  'yo',
  'u',
  'wo',
  'we',
  'wi',
  'yu',
  'eu',
  'ui',
  'i',
];
const FINALS = [
  '',
  'k',
  'k',
  'k',
  'n',
  'n',
  'n',
  't',
  'l',
  'k',
  'm',
  'l',
  'l',
  'l',
  'p',
  'l',
  'm',
  'p',
  'p',
  't',
  't',
  'ng',
  't',
  't',
  'k',
  't',
  'p',
  't',
];

export function romanize(hangul: string): string {
  let out = '';
  let previousFinal = -1;
  for (const char of hangul) {
    const code = char.charCodeAt(0) - 0xac00;
    if (code < 0 || code > 11171) {
      out += char;
      previousFinal = -1;
      continue;
    }
    const initial = Math.floor(code / 588);
    const medial = Math.floor((code % 588) / 28);
    const final = code % 28;
    // ㄹ after a ㄹ final is "l" (Jongno-ro → 종로 is irregular, 설렁 → seolleong is the rule).
    const onset = initial === 5 && previousFinal === 8 ? 'l' : (INITIALS[initial] ?? '');
    out += onset + (MEDIALS[medial] ?? '') + (FINALS[final] ?? '');
    previousFinal = final;
  }
  return out;
}

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
