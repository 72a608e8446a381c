// schoolInfo (학교기본정보): every school of the 17 offices, the real anchor schools with their
// real codes plus generated ones, in the field order and with the quirks of the real rows
// (a trailing space in ORG_RDNZC, null or blank HS_SC_NM, mixed-case English names).
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import anchorsJson from './anchors.json' with { type: 'json' };
import { capitalize, romanize } from './romanize.ts';
import { schoolAddress, telephone } from './school-address.ts';
import { allocate, highSchoolTracks, type NamedSchool, nameFor, officeStemFirst, stemsOf } from './school-names.ts';
import { type District, type Office, type RawRow, SCHOOL_KINDS, type SchoolKind, type Track } from './types.ts';

type Anchor = Partial<Record<string, string>>;
const ANCHORS = anchorsJson as Anchor[];

const KIND_WEB: Record<SchoolKind, string> = { 초등학교: 'es', 중학교: 'ms', 고등학교: 'hs', 특수학교: 'sc' };

const HS_FIELDS: Record<Track, { HS_SC_NM: string; GNRL: string; SPCLY: string | null }> = {
  general: { HS_SC_NM: '일반고', GNRL: '일반계', SPCLY: null },
  autonomous: { HS_SC_NM: '자율고', GNRL: '일반계', SPCLY: null },
  vocational: { HS_SC_NM: '특성화고', GNRL: '전문계', SPCLY: null },
  meister: { HS_SC_NM: '특목고', GNRL: '전문계', SPCLY: '마이스터고' },
  science: { HS_SC_NM: '특목고', GNRL: '일반계', SPCLY: '과학계열' },
  foreign: { HS_SC_NM: '특목고', GNRL: '일반계', SPCLY: '외국어계열' },
  arts: { HS_SC_NM: '특목고', GNRL: '일반계', SPCLY: '예술계열' },
  sports: { HS_SC_NM: '특목고', GNRL: '일반계', SPCLY: '체육계열' },
};

function foundation(kind: SchoolKind, rng: Rng): string {
  const roll = rng.next();
  if (kind === '초등학교') return roll < 0.97 ? '공립' : roll < 0.995 ? '사립' : '국립';
  if (kind === '중학교') return roll < 0.78 ? '공립' : roll < 0.995 ? '사립' : '국립';
  if (kind === '고등학교') return roll < 0.58 ? '공립' : roll < 0.99 ? '사립' : '국립';
  return roll < 0.45 ? '공립' : roll < 0.95 ? '사립' : '국립';
}

/** Founding date: place-named schools are old, new-town names are recent; a few open in 2026. */
function foundingDate(rng: Rng, newTown: boolean): string {
  if (rng.chance(0.006)) return rng.chance(0.7) ? '20260301' : '20260901';
  const year = newTown ? rng.int(1995, 2025) : rng.int(1905, 2015);
  const month = rng.chance(0.6) ? 3 : rng.int(1, 12);
  const day = month === 3 && rng.chance(0.7) ? 1 : rng.int(1, 28);
  return `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
}

export interface SchoolDraft extends NamedSchool {
  office: Office;
  district: District;
  kind: SchoolKind;
  code: string;
}

function schoolRow(draft: SchoolDraft, rng: Rng, anchor?: Anchor): RawRow {
  const { office, district, kind, track } = draft;
  const high = kind === '고등학교' ? HS_FIELDS[track] : undefined;
  const fond = foundingDate(rng, !district.places.includes(draft.stem));
  const foas = rng.chance(0.75)
    ? fond
    : `${fond.slice(0, 4)}${String(rng.int(3, 11)).padStart(2, '0')}${fond.slice(6)}`;
  const roman = romanize(draft.stem);
  const english =
    kind === '초등학교' && office.code === 'B10'
      ? `Seoul ${capitalize(roman)} ${draft.english}`
      : `${capitalize(roman)} ${draft.english}`;
  const managedByOffice = district.jiwon === '' || (office.metro && (kind === '고등학교' || kind === '특수학교'));
  const address = schoolAddress({ office, district, place: draft.place, name: draft.name, rng });
  const web = KIND_WEB[kind];
  const homepage = rng.weighted([
    [`https://${roman}.${office.domain}.${web}.kr`, 5],
    [`www.${roman}.${web}.kr`, 2],
    [`http://${roman}-${web.charAt(0)}.${office.domain}.${web}.kr`, 1],
  ] as const);
  const blankHs = office.metro ? '  ' : null;
  const row: RawRow = {
    ATPT_OFCDC_SC_CODE: office.code,
    ATPT_OFCDC_SC_NM: office.name,
    SD_SCHUL_CODE: draft.code,
    SCHUL_NM: draft.name,
    ENG_SCHUL_NM: rng.chance(0.2) ? english.toUpperCase() : english,
    SCHUL_KND_SC_NM: kind,
    LCTN_SC_NM: office.region,
    JU_ORG_NM: managedByOffice ? office.name : `${office.jiwonPrefix}${district.jiwon}교육지원청`,
    FOND_SC_NM: foundation(kind, rng),
    ORG_RDNZC: `${address.zip} `,
    ORG_RDNMA: address.road,
    ORG_RDNDA: address.detail,
    ORG_TELNO: telephone(office, rng),
    HMPG_ADRES: homepage,
    COEDU_SC_NM: draft.coedu,
    ORG_FAXNO: telephone(office, rng),
    HS_SC_NM: high ? high.HS_SC_NM : blankHs,
    INDST_SPECL_CCCCL_EXST_YN: 'N',
    HS_GNRL_BUSNS_SC_NM: high ? high.GNRL : '해당없음',
    SPCLY_PURPS_HS_ORD_NM: high ? high.SPCLY : null,
    ENE_BFE_SEHF_SC_NM: high && track === 'general' ? '후기' : '전기',
    DGHT_SC_NM: '주간',
    FOND_YMD: fond,
    FOAS_MEMRD: foas,
    LOAD_DTM: `202608${String(rng.int(3, 28)).padStart(2, '0')}`,
  };
  if (anchor)
    for (const [field, value] of Object.entries(anchor)) if (field in row && value !== undefined) row[field] = value;
  return row;
}

const TRACK_OF_ANCHOR: Record<string, Track> = {
  마이스터고: 'meister',
  과학계열: 'science',
  외국어계열: 'foreign',
  예술계열: 'arts',
  체육계열: 'sports',
};

function officeSchools(options: { seed: string; office: Office; codes: Set<string> }): RawRow[] {
  const { seed, office, codes } = options;
  const rng = createRng(hashSeed(seed, 'schools', office.code));
  const rows: RawRow[] = [];
  const newCode = () => {
    for (;;) {
      const code = `${rng.pick(office.schoolCode)}${String(rng.int(0, 99_999)).padStart(5, '0')}`;
      if (!codes.has(code)) {
        codes.add(code);
        return code;
      }
    }
  };
  for (const kind of SCHOOL_KINDS) {
    const anchors = ANCHORS.filter((a) => a.ATPT_OFCDC_SC_CODE === office.code && a.SCHUL_KND_SC_NM === kind);
    const used = new Set(anchors.map((a) => a.SCHUL_NM));
    for (const anchor of anchors) {
      const district = office.districts.find((d) => d.name === anchor.district) ?? (office.districts[0] as District);
      const track = TRACK_OF_ANCHOR[anchor.SPCLY_PURPS_HS_ORD_NM ?? ''] ?? 'general';
      const draft: SchoolDraft = {
        office,
        district,
        kind,
        code: anchor.SD_SCHUL_CODE ?? newCode(),
        name: anchor.SCHUL_NM ?? '',
        stem: anchor.SCHUL_NM ?? '',
        place: district.places[0] ?? '',
        track,
        coedu: (anchor.COEDU_SC_NM as NamedSchool['coedu']) ?? '남여공학',
        english: 'School',
      };
      rows.push(schoolRow(draft, rng.fork(draft.code), anchor));
    }
    const generated = Math.max(0, office.counts[kind] - anchors.length);
    const perDistrict = allocate(
      generated,
      office.districts.map((d) => d.places.length + 4),
    );
    const tracks = kind === '고등학교' ? highSchoolTracks(office, generated, rng) : [];
    let trackIndex = 0;
    office.districts.forEach((district, districtIndex) => {
      const stems = stemsOf(district, rng.fork(`${kind}:${district.name}`));
      for (let made = 0; made < (perDistrict[districtIndex] ?? 0); made++) {
        const track: Track = tracks[trackIndex++] ?? 'general';
        const candidates = officeStemFirst(track) ? [{ stem: office.short, place: district.places[0] ?? '' }] : [];
        for (;;) {
          const next = candidates.shift() ?? stems.next().value;
          if (!next) break;
          const named = nameFor({ office, kind, track, stem: next.stem, rng });
          if (used.has(named.name)) continue;
          used.add(named.name);
          const draft: SchoolDraft = { ...named, ...next, track, office, district, kind, code: newCode() };
          rows.push(schoolRow(draft, rng.fork(draft.code)));
          break;
        }
      }
    });
  }
  return rows;
}

/** Every schoolInfo row, ordered by office then SD_SCHUL_CODE (the order the emulation serves). */
export function buildSchoolRows(seed: string, offices: readonly Office[]): RawRow[] {
  const codes = new Set(ANCHORS.map((anchor) => anchor.SD_SCHUL_CODE ?? ''));
  const rows = offices.flatMap((office) => officeSchools({ seed, office, codes }));
  return rows.sort((a, b) =>
    a.ATPT_OFCDC_SC_CODE === b.ATPT_OFCDC_SC_CODE
      ? String(a.SD_SCHUL_CODE) < String(b.SD_SCHUL_CODE)
        ? -1
        : 1
      : String(a.ATPT_OFCDC_SC_CODE) < String(b.ATPT_OFCDC_SC_CODE)
        ? -1
        : 1,
  );
}
