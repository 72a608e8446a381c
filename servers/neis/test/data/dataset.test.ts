// Size, identity and realism of the NEIS dataset: real offices and 시군구, thousands of schools
// with the anchors' real codes, a six-figure academy register, and a seven-figure meal table.
import { describe, expect, it } from 'vitest';
import { datesBetween, HOLIDAYS, WINDOW_END, WINDOW_START } from '../../src/data/calendar.ts';
import { createNeisDataset } from '../../src/data/index.ts';
import { mealCodesOn } from '../../src/data/meals.ts';

const dataset = createNeisDataset();
const schools = dataset.schools.rows();

const GYEONGGI_SIGUN = [
  '수원시',
  '성남시',
  '의정부시',
  '안양시',
  '부천시',
  '광명시',
  '평택시',
  '동두천시',
  '안산시',
  '고양시',
  '과천시',
  '구리시',
  '남양주시',
  '오산시',
  '시흥시',
  '군포시',
  '의왕시',
  '하남시',
  '용인시',
  '파주시',
  '이천시',
  '안성시',
  '김포시',
  '화성시',
  '광주시',
  '양주시',
  '포천시',
  '여주시',
  '연천군',
  '가평군',
  '양평군',
];

describe('offices and schools', () => {
  it('has the 17 real offices of education B10–T10 with their names', () => {
    expect(dataset.offices.map((office) => `${office.code} ${office.name}`)).toEqual([
      'B10 서울특별시교육청',
      'C10 부산광역시교육청',
      'D10 대구광역시교육청',
      'E10 인천광역시교육청',
      'F10 광주광역시교육청',
      'G10 대전광역시교육청',
      'H10 울산광역시교육청',
      'I10 세종특별자치시교육청',
      'J10 경기도교육청',
      'K10 강원특별자치도교육청',
      'M10 충청북도교육청',
      'N10 충청남도교육청',
      'P10 전북특별자치도교육청',
      'Q10 전라남도교육청',
      'R10 경상북도교육청',
      'S10 경상남도교육청',
      'T10 제주특별자치도교육청',
    ]);
  });

  it('has about 12,000 schools of four kinds, each office with its declared count', () => {
    expect(schools.length).toBe(12_050);
    for (const office of dataset.offices) {
      const own = dataset.schools.where('ATPT_OFCDC_SC_CODE', office.code);
      for (const [kind, count] of Object.entries(office.counts)) {
        expect(own.filter((row) => row.SCHUL_KND_SC_NM === kind).length, `${office.code} ${kind}`).toBe(count);
      }
    }
  });

  it('gives every school a unique 7-digit code, an address in its office region and a name unique in its office', () => {
    expect(new Set(schools.map((row) => row.SD_SCHUL_CODE)).size).toBe(schools.length);
    expect(schools.filter((row) => !/^\d{7}$/.test(String(row.SD_SCHUL_CODE)))).toEqual([]);
    for (const office of dataset.offices) {
      const own = dataset.schools.where('ATPT_OFCDC_SC_CODE', office.code);
      expect(new Set(own.map((row) => row.SCHUL_NM)).size, office.code).toBe(own.length);
      const districts = office.districts.map((district) => district.name);
      for (const row of own) {
        expect(row.LCTN_SC_NM).toBe(office.region);
        const address = String(row.ORG_RDNMA);
        expect(address.startsWith(office.region), address).toBe(true);
        if (office.code !== 'I10') expect(districts).toContain(address.split(' ')[1]);
      }
    }
  });

  it.each([
    ['B10', '7010569', '서울고등학교', '고등학교'],
    ['B10', '7130166', '가원중학교', '중학교'],
    ['B10', '7010578', '한빛맹학교', '특수학교'],
    ['F10', '7380292', '광주소프트웨어마이스터고등학교', '고등학교'],
    ['T10', '9299048', '가마초등학교', '초등학교'],
    ['S10', '9010429', '창원과학고등학교', '고등학교'],
  ])('keeps the real school %s %s (%s)', (office, code, name, kind) => {
    expect(dataset.schools.get(code)).toMatchObject({
      ATPT_OFCDC_SC_CODE: office,
      SCHUL_NM: name,
      SCHUL_KND_SC_NM: kind,
    });
  });

  it('repeats school names across offices, as the real list does', () => {
    const offices = new Map<string, Set<string>>();
    for (const row of schools) {
      const set = offices.get(String(row.SCHUL_NM)) ?? new Set<string>();
      set.add(String(row.ATPT_OFCDC_SC_CODE));
      offices.set(String(row.SCHUL_NM), set);
    }
    expect([...offices.values()].filter((set) => set.size > 1).length).toBeGreaterThan(500);
    expect(schools.some((row) => row.SCHUL_NM === '서울가락초등학교' && row.ATPT_OFCDC_SC_CODE === 'B10')).toBe(true);
  });
});

describe('academies', () => {
  const register = dataset.offices.flatMap((office) => dataset.academies(office.code).rows());

  it('holds more than 100,000 academies, 25,527 of them in Seoul, with unique 10-digit numbers', () => {
    expect(register.length).toBeGreaterThan(100_000);
    expect(dataset.academies('B10').rows().length).toBe(25_527);
    expect(new Set(register.map((row) => row.ACA_ASNUM)).size).toBe(register.length);
    expect(register.filter((row) => !/^\d{10}$/.test(String(row.ACA_ASNUM)))).toEqual([]);
  });

  it("names each academy's 시군구 as the office's real districts; Gyeonggi's are its 31 SIGUN_NM", () => {
    for (const office of dataset.offices) {
      const zones = new Set(
        dataset
          .academies(office.code)
          .rows()
          .map((row) => row.ADMST_ZONE_NM),
      );
      expect([...zones].sort(), office.code).toEqual(office.districts.map((district) => district.name).sort());
    }
    expect(
      new Set(
        dataset
          .academies('J10')
          .rows()
          .map((row) => row.ADMST_ZONE_NM),
      ),
    ).toEqual(new Set(GYEONGGI_SIGUN));
  });

  it('registers nothing after the window and keeps numbers as numbers', () => {
    expect(
      register.filter((row) => String(row.REG_YMD) > '20260831' || String(row.ESTBL_YMD) > String(row.REG_YMD)),
    ).toEqual([]);
    expect(register.every((row) => typeof row.TOFOR_SMTOT === 'number')).toBe(true);
    expect(register.filter((row) => row.ACA_INSTI_SC_NM === '교습소' && Number(row.TOFOR_SMTOT) > 9)).toEqual([]);
  });
});

describe('meals', () => {
  it('spans more than a million meal rows over the window, served only on school days', () => {
    const window = datesBetween(WINDOW_START, WINDOW_END);
    let rows = 0;
    const onHolidays: string[] = [];
    for (const row of schools) {
      const profile = dataset.profile(row);
      for (const day of window) {
        if (!profile.calendar.isSchoolDay(day)) continue;
        if (HOLIDAYS.has(day)) onHolidays.push(`${profile.code} ${day}`);
        rows += mealCodesOn(profile, day).length;
      }
    }
    expect(onHolidays).toEqual([]);
    expect(rows).toBeGreaterThan(1_000_000);
  });
});
