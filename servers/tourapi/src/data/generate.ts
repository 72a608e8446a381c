// The seeded generator of the contents table: the real landmarks and festivals of the reference JSON, then
// generated contents for every 시군구 in proportion to its tourism weight, with TourAPI's real code fields,
// coordinates around the 시군구 centre, and creation/modification times up to the default clock.
import { createRng, type Rng } from '@kopa/kit';
import type { ContentRow } from './content-row.ts';
import festivalsJson from './festivals.json' with { type: 'json' };
import { coordinate, dateOfDay, dayNumber, timestampOf } from './format.ts';
import { imageUrl } from './images.ts';
import landmarksJson from './landmarks.json' with { type: 'json' };
import { phone, placeName, roadAddress, scatter, shortName, zipCode } from './places.ts';
import { categoryParts, classOf, SIGUNGU, type Sigungu, sigunguOf } from './reference.ts';
import { type Kind, PROFILES, TYPE_SHARES } from './vocab.ts';
import { FESTIVAL_ITEMS, FOODS, WORDS } from './words.ts';

/** The last day of generated data: the default clock is 2026-09-01T10:00+09:00. */
export const END_DAY = dayNumber('20260831');
const START_DAY = dayNumber('20030101');
const FESTIVAL_FIRST_DAY = dayNumber('20251001');
const FESTIVAL_LAST_DAY = dayNumber('20261220');

interface Draft {
  row: ContentRow;
  order: number;
}

export function generateContents(options: { seed: string; total: number }): ContentRow[] {
  const rng = createRng(`${options.seed}:contents`);
  const reserved = new Set<string>();
  const rows: ContentRow[] = [];
  for (const row of referenceRows(rng.fork('reference'))) {
    reserved.add(row.contentid);
    rows.push(row);
  }
  const drafts: Draft[] = [];
  const totalWeight = SIGUNGU.reduce((sum, entry) => sum + entry.weight, 0);
  for (const sigungu of SIGUNGU) {
    const local = rng.fork(sigungu.key);
    const count = Math.max(8, Math.round((options.total * sigungu.weight) / totalWeight));
    for (const [type, share] of TYPE_SHARES) {
      const exact = count * share;
      const n = Math.floor(exact) + (local.chance(exact - Math.floor(exact)) ? 1 : 0);
      for (let index = 0; index < n; index++) {
        drafts.push({ row: generatedRow({ rng: local, sigungu, type }), order: drafts.length });
      }
    }
  }
  assignIds({ rng: rng.fork('ids'), drafts, reserved });
  rows.push(...drafts.map((draft) => draft.row));
  return rows.sort((a, b) => Number(a.contentid) - Number(b.contentid));
}

/** The weighted kinds of each content type, inland (sea-only kinds left out) and coastal; built once. */
const KIND_TABLES = new Map<string, ReadonlyArray<readonly [Kind, number]>>();
function kindsOf(type: string, coastal: boolean): ReadonlyArray<readonly [Kind, number]> {
  const key = `${type}:${coastal}`;
  let table = KIND_TABLES.get(key);
  if (!table) {
    table = (PROFILES[type] ?? [])
      .filter((kind) => coastal || !kind.coastal)
      .map((kind) => [kind, kind.weight] as const);
    KIND_TABLES.set(key, table);
  }
  return table;
}

function generatedRow(options: { rng: Rng; sigungu: Sigungu; type: string }): ContentRow {
  const { rng, sigungu, type } = options;
  const kind = rng.weighted(kindsOf(type, sigungu.coastal));
  const point = scatter({ rng, sigungu });
  const dates = type === '15' ? festivalDates({ rng, lcls3: kind.lcls3 }) : undefined;
  const created = dates ? dates.created : createdDay(rng);
  const modified = Math.min(END_DAY, created + rng.int(0, 1) * rng.int(0, END_DAY - created));
  const createdAt = timestampOf({ day: created, seconds: rng.int(9 * 3600, 19 * 3600) });
  const modifiedAt =
    modified > created ? timestampOf({ day: modified, seconds: rng.int(9 * 3600, 19 * 3600) }) : createdAt;
  const hasImage = type === '25' ? rng.chance(0.9) : rng.chance(0.82);
  return contentRow({
    rng,
    sigungu,
    type,
    kind,
    title: titleOf({ rng, sigungu, kind }),
    lat: type === '25' ? sigungu.lat : point.lat,
    lon: type === '25' ? sigungu.lon : point.lon,
    addr1: roadAddress({ rng, sigungu }),
    tel: type === '25' || rng.chance(0.12) ? '' : phone({ rng, sigungu }),
    created: createdAt,
    modified: modifiedAt,
    imageId: hasImage ? rng.int(1_000_000, 3_999_999) : 0,
    dates,
  });
}

interface RowParts {
  rng: Rng;
  sigungu: Sigungu;
  type: string;
  kind: Pick<Kind, 'lcls3' | 'cat3'>;
  title: string;
  lat: number;
  lon: number;
  addr1: string;
  tel: string;
  created: string;
  modified: string;
  imageId: number;
  dates: { start: number; end: number } | undefined;
  contentid?: string;
}

function contentRow(parts: RowParts): ContentRow {
  const { rng, sigungu, kind } = parts;
  const classes = classOf(kind.lcls3);
  const categories = categoryParts(kind.cat3);
  return {
    contentid: parts.contentid ?? '',
    contenttypeid: parts.type,
    title: parts.title,
    addr1: parts.addr1,
    addr2: rng.chance(0.08) ? `(${placeName(rng)}동)` : '',
    zipcode: zipCode({ rng, sigungu }),
    tel: parts.tel,
    areacode: sigungu.areacode,
    sigungucode: sigungu.sigungucode,
    lDongRegnCd: sigungu.province.lDongRegnCd,
    lDongSignguCd: sigungu.lDongSignguCd,
    cat1: categories.cat1,
    cat2: categories.cat2,
    cat3: categories.cat3,
    lclsSystm1: classes.lclsSystm1Cd,
    lclsSystm2: classes.lclsSystm2Cd,
    lclsSystm3: classes.lclsSystm3Cd,
    mapx: coordinate(parts.lon),
    mapy: coordinate(parts.lat),
    mlevel: '6',
    firstimage: parts.imageId ? imageUrl({ imageId: parts.imageId, variant: 'origin' }) : '',
    firstimage2: parts.imageId ? imageUrl({ imageId: parts.imageId, variant: 'thumb' }) : '',
    cpyrhtDivCd: parts.imageId ? (rng.chance(0.7) ? 'Type3' : 'Type1') : '',
    createdtime: parts.created,
    modifiedtime: parts.modified,
    showflag: rng.chance(0.03) ? '0' : '1',
    eventstartdate: parts.dates ? dateOfDay(parts.dates.start) : '',
    eventenddate: parts.dates ? dateOfDay(parts.dates.end) : '',
  };
}

function titleOf(options: { rng: Rng; sigungu: Sigungu; kind: Kind }): string {
  const { rng, sigungu, kind } = options;
  return rng.pick(kind.titles).replace(/\{(dong2|dong|short|word|food|item|n)\}/g, (_match, name: string) => {
    switch (name) {
      case 'short':
        return shortName(sigungu);
      case 'word':
        return rng.pick(WORDS);
      case 'food':
        return rng.pick(FOODS);
      case 'item':
        return rng.pick(FESTIVAL_ITEMS);
      case 'n':
        return String(rng.int(2, 30));
      default:
        return placeName(rng);
    }
  });
}

/** Older contents dominate, as in the real database built up since 2003. */
function createdDay(rng: Rng): number {
  const span = END_DAY - START_DAY;
  return START_DAY + Math.floor(rng.next() ** 1.15 * span);
}

/** Festivals run a few days, performances and exhibitions longer; they are registered weeks ahead. */
function festivalDates(options: { rng: Rng; lcls3: string }): { start: number; end: number; created: number } {
  const { rng, lcls3 } = options;
  const start = rng.int(FESTIVAL_FIRST_DAY, FESTIVAL_LAST_DAY);
  const long = lcls3.startsWith('EV02') || lcls3 === 'EV030100';
  const length = long
    ? rng.int(14, 90)
    : rng.weighted([
        [0, 2],
        [rng.int(1, 4), 6],
        [rng.int(5, 20), 3],
      ] as const);
  const created = Math.min(END_DAY, Math.max(START_DAY, start - rng.int(20, 120)));
  return { start, end: start + length, created };
}

/** Content ids grow with registration time, as TourAPI's do; reserved (reference) ids are skipped. */
function assignIds(options: { rng: Rng; drafts: Draft[]; reserved: Set<string> }): void {
  const ordered = [...options.drafts].sort((a, b) =>
    a.row.createdtime < b.row.createdtime ? -1 : a.row.createdtime > b.row.createdtime ? 1 : a.order - b.order,
  );
  let next = 127_000;
  for (const draft of ordered) {
    next += options.rng.int(20, 260);
    while (options.reserved.has(String(next))) next += 1;
    draft.row.contentid = String(next);
  }
}

function referenceRows(rng: Rng): ContentRow[] {
  const rows: ContentRow[] = [];
  for (const [id, type, title, lcls3, cat3, areacode, code, lat, lon, addr1, tel] of landmarksJson.rows as Array<
    [string, string, string, string, string, string, number, number, number, string, string]
  >) {
    const sigungu = required(sigunguOf(areacode, String(code)), title);
    const created = START_DAY + rng.int(0, 2500);
    const modified = dayNumber('20240101') + rng.int(0, END_DAY - dayNumber('20240101'));
    rows.push(
      contentRow({
        rng,
        sigungu,
        type,
        kind: { lcls3, cat3 },
        title,
        lat,
        lon,
        addr1,
        tel,
        contentid: id,
        created: timestampOf({ day: created, seconds: rng.int(9 * 3600, 19 * 3600) }),
        modified: timestampOf({ day: modified, seconds: rng.int(9 * 3600, 19 * 3600) }),
        imageId: rng.int(1_000_000, 3_999_999),
        dates: undefined,
      }),
    );
  }
  for (const [id, title, lcls3, cat3, areacode, code, lat, lon, addr1, start, end, tel] of festivalsJson.rows as Array<
    [string, string, string, string, string, number, number, number, string, string, string, string]
  >) {
    const sigungu = required(sigunguOf(areacode, String(code)), title);
    const dates = { start: dayNumber(start), end: dayNumber(end) };
    const created = Math.min(END_DAY - 1, dates.start - rng.int(40, 90));
    rows.push(
      contentRow({
        rng,
        sigungu,
        type: '15',
        kind: { lcls3, cat3 },
        title,
        lat,
        lon,
        addr1,
        tel,
        contentid: id,
        created: timestampOf({ day: created, seconds: rng.int(9 * 3600, 19 * 3600) }),
        modified: timestampOf({
          day: Math.min(END_DAY, created + rng.int(1, 30)),
          seconds: rng.int(9 * 3600, 19 * 3600),
        }),
        imageId: rng.int(1_000_000, 3_999_999),
        dates,
      }),
    );
  }
  for (const row of rows) row.showflag = '1';
  return rows;
}

function required<T>(value: T | undefined, label: string): T {
  if (value === undefined) throw new Error(`reference row ${label} names an unknown 시군구`);
  return value;
}
