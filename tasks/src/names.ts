// The ways a record's name is written in an answer: the data's own name and the short forms Korean
// users write for it ("서울고" for 서울고등학교, "청주 휴게소(서울방향)" for 청주(서울), "성남" for
// 성남시). The materializer stores them per task; the claim grader finds subjects with them.

const SCHOOL_SHORT: Array<[RegExp, string]> = [
  [/여자고등학교$/, '여고'],
  [/여자중학교$/, '여중'],
  [/고등학교$/, '고'],
  [/중학교$/, '중'],
  [/초등학교$/, '초'],
  [/고등학교$/, '고교'],
];

/** The name and its short forms, longest first. */
export function aliasesOf(name: string): string[] {
  const base = name.normalize('NFC').trim();
  const aliases = new Set<string>([base]);
  const stripped = base.replace(/^(주식회사|\(주\)|㈜)\s*|\s*(주식회사|\(주\)|㈜)$/g, '');
  if (stripped.length >= 2) aliases.add(stripped);
  for (const [pattern, short] of SCHOOL_SHORT) {
    if (pattern.test(base)) aliases.add(base.replace(pattern, short));
  }
  // A rest area or tollbooth with its direction: 청주(서울) → 청주휴게소(서울방향), 청주(서울 방향).
  const directed = /^(.+?)\((.+)\)$/.exec(base);
  if (directed) {
    const [, place = '', direction = ''] = directed;
    for (const suffix of ['', '휴게소', '영업소'])
      for (const way of [direction, `${direction}방향`, `${direction} 방향`]) aliases.add(`${place}${suffix}(${way})`);
    aliases.add(`${place} ${direction}방향`);
    aliases.add(`${place}(${direction}행)`);
  }
  // "경기 포천시가평군" → "포천시가평군"; "서울특별시 강남구" → "강남구".
  const regional =
    /^(?:서울|부산|대구|인천|광주|대전|울산|세종|경기|강원|충북|충남|전북|전남|경북|경남|제주)\S*\s+(.+)$/.exec(base);
  if (regional?.[1] && regional[1].length >= 2) aliases.add(regional[1]);
  // A city or county without its suffix: 성남시 → 성남 (three syllables or more only).
  if (/^[가-힣]{2,}[시군]$/.test(base)) aliases.add(base.slice(0, -1));
  return [...aliases].sort((a, b) => b.length - a.length);
}

/**
 * Aliases for a set of names, without the short forms two names share (청주 for 청주(서울) and
 * 청주(부산)) or that are another name in full: an ambiguous alias would bind a value to a guess.
 */
export function aliasTable(names: Iterable<string>): Record<string, string[]> {
  const unique = [...new Set([...names].map((name) => name.normalize('NFC').trim()).filter((name) => name.length > 0))];
  const owners = new Map<string, Set<string>>();
  const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();
  for (const name of unique) {
    for (const alias of aliasesOf(name)) {
      const key = squash(alias);
      const set = owners.get(key) ?? new Set<string>();
      set.add(name);
      owners.set(key, set);
    }
  }
  const full = new Set(unique.map(squash));
  const table: Record<string, string[]> = {};
  for (const name of unique) {
    table[name] = aliasesOf(name).filter((alias) => {
      const key = squash(alias);
      if (alias === name) return true;
      return (owners.get(key)?.size ?? 0) === 1 && !full.has(key);
    });
  }
  return table;
}
