// Korean particles chosen by the final consonant of the word before them (은/는, 이/가, 을/를, 과/와), so that
// generated sentences read naturally for any title.

function hasFinalConsonant(word: string): boolean | undefined {
  const last = word.trim().at(-1);
  if (!last) return undefined;
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  if (/[0-9]/.test(last)) return '013678'.includes(last);
  return undefined;
}

/** word + the right particle, e.g. josa('경복궁', '은', '는') → '경복궁은'. */
export function josa(word: string, withFinal: string, withoutFinal: string): string {
  const final = hasFinalConsonant(word);
  if (final === undefined) return `${word}${withFinal}(${withoutFinal})`;
  return `${word}${final ? withFinal : withoutFinal}`;
}
