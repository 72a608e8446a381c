// detailInfo2's repeated rows, whose shape depends on the content type: the stops of a travel course (each a
// real content of the same 시군구 that existed when the course was written), the rooms of a stay, and
// name/text pairs (입장료, 화장실, 행사내용 …) for every other type.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import type { ContentRow } from './content-row.ts';
import { withCommas } from './format.ts';
import { imageIdOf, imageUrl } from './images.ts';
import { fee } from './places.ts';

type Fields = Record<string, string>;

export function repeatRows(options: { seed: string; row: ContentRow; neighbours: readonly ContentRow[] }): Fields[] {
  const { row } = options;
  const rng = createRng(hashSeed(options.seed, 'repeat', row.contentid));
  if (row.contenttypeid === '25') return courseStops({ rng, row, neighbours: options.neighbours });
  if (row.contenttypeid === '32') return rooms({ rng, row });
  return infoRows({ rng, row });
}

const STOP_TYPES = new Set(['12', '14', '38', '39']);

/** The contents a course may visit: same 시군구, shown, and registered no later than the course itself. */
export function courseStopCandidates(options: { row: ContentRow; neighbours: readonly ContentRow[] }): ContentRow[] {
  const { row } = options;
  return options.neighbours
    .filter(
      (other) =>
        STOP_TYPES.has(other.contenttypeid) &&
        other.showflag === '1' &&
        other.contentid !== row.contentid &&
        other.createdtime <= row.createdtime,
    )
    .sort((a, b) => Number(a.contentid) - Number(b.contentid));
}

function courseStops(options: { rng: Rng; row: ContentRow; neighbours: readonly ContentRow[] }): Fields[] {
  const { rng, row } = options;
  const pool = courseStopCandidates({ row, neighbours: options.neighbours });
  const stops: ContentRow[] = [];
  const wanted = Math.min(pool.length, rng.int(3, 5));
  while (stops.length < wanted) {
    const candidate = rng.pick(pool);
    if (!stops.includes(candidate)) stops.push(candidate);
  }
  return stops.map((stop, index) => {
    const imageId = imageIdOf(stop.firstimage);
    return {
      contentid: row.contentid,
      contenttypeid: row.contenttypeid,
      subnum: String(index),
      subcontentid: stop.contentid,
      subname: stop.title,
      subdetailoverview: `${index + 1}코스: ${stop.title}. ${index === 0 ? '여정의 시작점으로' : '이어서'} ${stopNote(stop)}`,
      subdetailimg: imageId === undefined ? '' : imageUrl({ imageId, variant: 'origin' }),
      subdetailalt: stop.title,
    };
  });
}

function stopNote(stop: ContentRow): string {
  if (stop.contenttypeid === '39') return '식사를 하며 쉬어 가기 좋다.';
  if (stop.contenttypeid === '38') return '지역 특산물을 구경하고 장을 볼 수 있다.';
  if (stop.contenttypeid === '14') return '전시를 관람하며 지역의 문화를 알아본다.';
  return '풍경을 감상하며 여유롭게 둘러본다.';
}

function rooms(options: { rng: Rng; row: ContentRow }): Fields[] {
  const { rng, row } = options;
  const names = ['스탠다드', '디럭스', '패밀리', '스위트', '온돌'];
  const count = rng.int(1, 4);
  const imageId = imageIdOf(row.firstimage);
  const flag = () => (rng.chance(0.7) ? 'Y' : 'N');
  return Array.from({ length: count }, (_, index) => {
    const base = rng.int(4, 30) * 10_000;
    return {
      contentid: row.contentid,
      contenttypeid: row.contenttypeid,
      roomcode: String(rng.int(100_000, 999_999)),
      roomtitle: names[index] ?? `객실 ${index + 1}`,
      roomsize1: String(rng.int(5, 20)),
      roomcount: String(rng.int(1, 40)),
      roombasecount: String(rng.int(2, 4)),
      roommaxcount: String(rng.int(4, 8)),
      roomoffseasonminfee1: String(base),
      roomoffseasonminfee2: String(Math.round(base * 1.2)),
      roompeakseasonminfee1: String(Math.round(base * 1.4)),
      roompeakseasonminfee2: String(Math.round(base * 1.6)),
      roomintro: `${names[index] ?? '객실'}룸 (${withCommas(base)}원부터)`,
      roombathfacility: 'Y',
      roombath: flag(),
      roomhometheater: 'N',
      roomaircondition: 'Y',
      roomtv: 'Y',
      roompc: flag(),
      roomcable: flag(),
      roominternet: 'Y',
      roomrefrigerator: 'Y',
      roomtoiletries: 'Y',
      roomsofa: flag(),
      roomcook: flag(),
      roomtable: 'Y',
      roomhairdryer: 'Y',
      roomsize2: String(rng.int(16, 66)),
      roomimg1: imageId === undefined ? '' : imageUrl({ imageId: imageId + 40 + index, variant: 'origin' }),
      roomimg1alt: names[index] ?? '',
      cpyrhtDivCd1: imageId === undefined ? '' : 'Type3',
    };
  });
}

const INFO_NAMES: Readonly<Record<string, readonly string[]>> = {
  '12': ['입장료', '화장실', '장애인 편의시설', '외국어 안내서비스', '이용가능시설'],
  '14': ['관람료', '화장실', '장애인 편의시설', '외국어 안내서비스'],
  '15': ['행사소개', '행사내용'],
  '28': ['이용요금', '시설현황', '화장실'],
  '38': ['화장실', '주차장'],
  '39': ['대표메뉴', '화장실'],
};

function infoRows(options: { rng: Rng; row: ContentRow }): Fields[] {
  const { rng, row } = options;
  const names = (INFO_NAMES[row.contenttypeid] ?? []).filter((_name, index) => index < 2 || rng.chance(0.6));
  return names.map((infoname, index) => ({
    contentid: row.contentid,
    contenttypeid: row.contenttypeid,
    fldgubun: row.contenttypeid === '15' ? '2' : '1',
    infoname,
    infotext: infoText({ rng, row, infoname }),
    serialnum: String(index),
  }));
}

function infoText(options: { rng: Rng; row: ContentRow; infoname: string }): string {
  const { rng, row, infoname } = options;
  switch (infoname) {
    case '입장료':
    case '관람료':
    case '이용요금':
      return fee(rng);
    case '화장실':
      return rng.pick(['있음', '있음 (장애인 화장실 포함)', '없음']);
    case '장애인 편의시설':
      return rng.pick(['장애인 주차구역, 경사로', '휠체어 대여 가능', '없음']);
    case '외국어 안내서비스':
      return rng.pick(['영어, 중국어, 일본어 안내판', '영어 리플릿', '없음']);
    case '행사소개':
      return `${row.title}은 지역의 문화와 자연을 알리는 대표 행사입니다.`;
    case '행사내용':
      return '개막 공연<br>체험 프로그램<br>먹거리 장터<br>폐막 불꽃놀이';
    case '대표메뉴':
      return row.title.replace(/^원조/, '');
    default:
      return rng.pick(['주차장, 매점, 쉼터', '안내센터, 화장실']);
  }
}
