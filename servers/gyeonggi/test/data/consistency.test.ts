// Size, reference and referential consistency of the Gyeonggi dataset: real 시군 codes, rows that
// sit in their 시군, and services that agree with each other.
import { describe, expect, it } from 'vitest';
import reference from '../../src/data/golf-courses.json' with { type: 'json' };
import { createGyeonggiDataset } from '../../src/data/index.ts';
import { GYEONGGI_SIGUN, SIGUNS } from '../../src/data/sigun.ts';
import { DATA_END, type GgRow } from '../../src/data/types.ts';

const dataset = createGyeonggiDataset();

/** The 31 시군 of 경기도 with their administrative codes (행정표준코드). */
const REAL_CODES: Record<string, string> = {
  수원시: '41110',
  성남시: '41130',
  의정부시: '41150',
  안양시: '41170',
  부천시: '41190',
  광명시: '41210',
  평택시: '41220',
  동두천시: '41250',
  안산시: '41270',
  고양시: '41280',
  과천시: '41290',
  구리시: '41310',
  남양주시: '41360',
  오산시: '41370',
  시흥시: '41390',
  군포시: '41410',
  의왕시: '41430',
  하남시: '41450',
  용인시: '41460',
  파주시: '41480',
  이천시: '41500',
  안성시: '41550',
  김포시: '41570',
  화성시: '41590',
  광주시: '41610',
  양주시: '41630',
  포천시: '41650',
  여주시: '41670',
  연천군: '41800',
  가평군: '41820',
  양평군: '41830',
};

const inGyeonggi = (lat: number, lon: number) => lat > 36.85 && lat < 38.35 && lon > 126.35 && lon < 127.9;
const trim = (value: unknown) => String(value ?? '').trim();

const TABLES: Array<[string, () => readonly GgRow[], string]> = [
  ['GENRESTRT', () => dataset.restaurants.rows(), 'SIGUN_NM'],
  ['RegionMnyFacltStus', () => dataset.merchants.rows(), 'SIGUN_NM'],
  ['TBGGPHSTRNFACLTM', () => dataset.sportsFacilities.rows(), 'SIGNGU_NM'],
  ['PublicTrainingFacilitySoccer', () => dataset.soccerFields.rows(), 'SIGUN_NM'],
  ['PublicSwimmingPool', () => dataset.swimmingPools.rows(), 'SIGUN_NM'],
  ['GolfPlace', () => dataset.golfCourses.rows(), 'SIGUN_NM'],
  ['TfcacdarM', () => dataset.accidentHotspots.rows(), 'SIGUN_NM'],
  ['ParmacyInfo', () => dataset.pharmacies.rows(), 'SIGUN_NM'],
  ['Aedstus', () => dataset.aeds.rows(), 'SIGUN_NM'],
  ['Animalhosptl', () => dataset.animalHospitals.rows(), 'SIGUN_NM'],
  ['ChildNightTreatHosptl', () => dataset.nightClinics.rows(), 'SIGUN_NM'],
  ['TBGGIBLLBR', () => dataset.libraries.rows(), 'SIGUN_NM'],
  ['ParkingPlace', () => dataset.parkingLots.rows(), 'SIGUN_NM'],
  ['ChildHouse', () => dataset.childcareCenters.rows(), 'SIGUN_NM'],
];

describe('the 시군 reference', () => {
  it('has the 31 real 시군 with their real codes and centres inside 경기도', () => {
    expect(GYEONGGI_SIGUN).toHaveLength(31);
    expect(Object.fromEntries(GYEONGGI_SIGUN.map(({ name, code }) => [name, code]))).toEqual(REAL_CODES);
    for (const { name, lat, lon } of GYEONGGI_SIGUN) expect(inGyeonggi(lat, lon), name).toBe(true);
  });

  it('places every 읍면동 near its 시군 centre, with a 10-digit code under the 시군 code', () => {
    for (const sigun of SIGUNS) {
      expect(sigun.dongs.length, sigun.name).toBeGreaterThanOrEqual(4);
      for (const dong of sigun.dongs) {
        expect(Math.hypot(dong.lat - sigun.lat, dong.lon - sigun.lon), `${sigun.name} ${dong.name}`).toBeLessThan(
          sigun.spread * 1.3,
        );
        expect(dong.code).toMatch(new RegExp(`^${sigun.code.slice(0, 4)}\\d{6}$`));
      }
    }
  });
});

describe('row counts', () => {
  it.each([
    ['GENRESTRT', 100_000],
    ['RegionMnyFacltStus', 40_000],
    ['TBGGPHSTRNFACLTM', 5_000],
    ['ParmacyInfo', 5_000],
    ['ChildHouse', 7_000],
    ['TfcacdarM', 2_000],
    ['ParkingPlace', 2_000],
    ['TBGGIBLLBR', 250],
    ['PublicTrainingFacilitySoccer', 300],
    ['GolfPlace', 50],
  ])('%s has at least %i rows', (name, minimum) => {
    const rows = TABLES.find(([table]) => table === name)?.[1]() ?? [];
    expect(rows.length).toBeGreaterThanOrEqual(minimum);
  });
});

describe('every row sits in its 시군', () => {
  it.each(TABLES)(
    '%s: real 시군 name and code, coordinates in 경기도, address in the 시군',
    (_name, rows, sigunField) => {
      const problems: string[] = [];
      for (const row of rows()) {
        const name = trim(row[sigunField]);
        const code = REAL_CODES[name];
        if (!code) problems.push(`unknown 시군 ${name}`);
        if (row.SIGUN_CD && row.SIGUN_CD !== code) problems.push(`${name} has SIGUN_CD ${row.SIGUN_CD}`);
        const rawLat = 'LAT' in row ? row.LAT : row.REFINE_WGS84_LAT;
        const rawLon = 'LOGT' in row ? row.LOGT : row.REFINE_WGS84_LOGT;
        if (rawLat !== null && rawLat !== undefined && !inGyeonggi(Number(trim(rawLat)), Number(trim(rawLon)))) {
          problems.push(`${name} at ${rawLat},${rawLon}`);
        }
        const address = trim(row.REFINE_LOTNO_ADDR ?? row.LOCPLC_LOTNO_ADDR ?? row.LOCPLC_ADDR ?? row.LOC_INFO);
        if (!address.startsWith(`경기도 ${name}`)) problems.push(`${name}: ${address}`);
        if (problems.length > 5) break;
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('services agree with each other', () => {
  it('lists as public soccer fields exactly the public, open 축구장 of 체육시설 현황', () => {
    const facilities = dataset.sportsFacilities.rows();
    const expected = facilities
      .filter(
        (row) => row.INDUTYPE_NM === '축구장' && row.FACLT_DIV_NM === '공공체육시설' && row.FACLT_STATE_NM !== '폐업',
      )
      .map((row) => `${row.SIGNGU_NM}|${row.SI_DESC}`);
    const fields = dataset.soccerFields.rows().map((row) => `${row.SIGUN_NM}|${row.FACLT_NM}`);
    expect(fields.sort()).toEqual(expected.sort());
  });

  it('lists every real golf course of the reference in GolfPlace and as a 골프장 facility', () => {
    const golf = new Map(dataset.golfCourses.rows().map((row) => [row.BIZPLC_NM, row.SIGUN_NM]));
    for (const [name, sigun] of reference.courses) expect(golf.get(String(name)), String(name)).toBe(sigun);
    expect(dataset.sportsFacilities.rows().filter((row) => row.INDUTYPE_NM === '골프장')).toHaveLength(
      reference.courses.length,
    );
  });

  it('makes local-currency restaurants open restaurants at the same address', () => {
    const open = new Set(
      dataset.restaurants
        .rows()
        .filter((row) => row.BSN_STATE_NM === '영업')
        .map((row) => `${row.BIZPLC_NM}|${row.REFINE_LOTNO_ADDR}`),
    );
    const merchants = dataset.merchants.rows();
    const joined = merchants.filter((row) => open.has(`${row.CMPNM_NM}|${row.REFINE_LOTNO_ADDR}`));
    expect(joined.length / merchants.length).toBeGreaterThan(0.3);
  });

  it('adds 읍면동 populations up to their 구 and 시군 every month', () => {
    const rows = dataset.population.rows();
    const total = new Map<string, number>();
    const parts = new Map<string, number>();
    for (const row of rows) {
      const month = `${row.EXAMIN_YY}${row.EXAMIN_MT}`;
      const code = String(row.LEGALDONG_CD);
      if (row.ADMZONE_DIV_NM === '시군') total.set(`${month}|${code.slice(0, 4)}`, Number(row.TOT_POPLTN_CNT));
      if (row.ADMZONE_DIV_NM === '읍면동') {
        const key = `${month}|${code.slice(0, 4)}`;
        parts.set(key, (parts.get(key) ?? 0) + Number(row.TOT_POPLTN_CNT));
      }
      expect(Number(row.MALE_POPLTN_CNT) + Number(row.FEMALE_POPLTN_CNT)).toBe(row.TOT_POPLTN_CNT);
    }
    expect(total.size).toBe(31 * 79);
    for (const [key, value] of total) expect(parts.get(key), key).toBe(value);
  });

  it('keeps accident casualty counts consistent and licences inside the data window', () => {
    for (const row of dataset.accidentHotspots.rows()) {
      expect(row.CASLT_CNT).toBe(
        Number(row.DPRS_CNT) +
          Number(row.SERINJRY_INDVDL_CNT) +
          Number(row.SLTINJRY_INDVDL_CNT) +
          Number(row.INJURY_APLCNT_CNT),
      );
    }
    for (const row of dataset.restaurants.part('41110').rows()) {
      const licensed = String(row.LICENSG_DE).replace(/-/g, '');
      expect(licensed <= DATA_END).toBe(true);
      if (row.CLSBIZ_DE) expect(String(row.CLSBIZ_DE) >= licensed && String(row.CLSBIZ_DE) <= DATA_END).toBe(true);
      expect(row.BSN_STATE_NM === '폐업').toBe(Boolean(row.CLSBIZ_DE));
    }
  });
});
