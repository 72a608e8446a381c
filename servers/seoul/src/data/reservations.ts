// 공공서비스예약 listings (ListPublicReservation* / tvYeyakCOllect): real facility names and
// class vocabulary, generated programmes whose reception windows straddle the default clock.
// SVCSTATNM is left empty here and derived from the session's clock when served.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import { addDays, pad, parseReservationStamp, reservationStamp, type Ymd } from './calendar.ts';
import { capacityOf } from './capacity.ts';
import { DISTRICTS } from './network.ts';
import catalog from './reservation-catalog.json' with { type: 'json' };

export interface ReservationRow {
  [field: string]: string;
  GUBUN: string;
  SVCID: string;
  MAXCLASSNM: string;
  MINCLASSNM: string;
  SVCSTATNM: string;
  SVCNM: string;
  PAYATNM: string;
  PLACENM: string;
  USETGTINFO: string;
  SVCURL: string;
  X: string;
  Y: string;
  SVCOPNBGNDT: string;
  SVCOPNENDDT: string;
  RCPTBGNDT: string;
  RCPTENDDT: string;
  AREANM: string;
  IMGURL: string;
  DTLCONT: string;
  TELNO: string;
  V_MIN: string;
  V_MAX: string;
  REVSTDDAYNM: string;
  REVSTDDAY: string;
}

export const RESERVATION_SERVICES = catalog.services.map((entry) => entry.service);
export type ReservationService = (typeof RESERVATION_SERVICES)[number];

const TARGETS = ['제한없음', '서울시민', '성인', '어린이(초등학생)', '청소년', '가족', '65세 이상 어르신', '장애인'];
const FIRST_RECEPTION: Ymd = '20260601';
const RECEPTION_SPAN_DAYS = 170;
/** The last KST day of the fixed window (the day before the default clock). */
export const FIXED_WINDOW_END: Ymd = '20260831';

function serviceOf(maxClass: string): string {
  return catalog.services.find((entry) => entry.maxClass === maxClass)?.service ?? '';
}

/** The service (ListPublicReservationSport, …) a row is listed under. */
export function listingService(row: ReservationRow): string {
  return serviceOf(row.MAXCLASSNM);
}

function programme(rng: Rng, entry: (typeof catalog.services)[number]) {
  const [place = '', district = ''] = rng.pick(entry.places);
  const minClass = rng.pick(entry.minClasses);
  const title = rng.pick(entry.titles).replace('{min}', minClass).replace('{place}', place);
  return { place, district, minClass, title };
}

type CatalogEntry = (typeof catalog.services)[number];

/** One listing; `receptionDay` draws its day after the programme, the order the seed was built in. */
function listing(options: {
  seed: string;
  rng: Rng;
  entry: CatalogEntry;
  receptionDay: (rng: Rng) => Ymd;
  serial: number;
}): ReservationRow {
  const { seed, rng, entry, serial } = options;
  const { place, district, minClass, title } = programme(rng, entry);
  const receptionDay = options.receptionDay(rng);
  const receptionDays = rng.int(5, 30);
  const openDay = addDays(receptionDay, receptionDays + rng.int(1, 14));
  const openSpan = entry.maxClass === '체육시설' || entry.maxClass === '시설대관' ? rng.int(0, 90) : rng.int(0, 21);
  const created = addDays(receptionDay, -rng.int(2, 20));
  const svcid = `S${created.slice(2)}${pad(hashSeed(seed, 'svcid', serial) % 1_000_000_000, 9)}`;
  const home = DISTRICTS.find((candidate) => candidate.name === district) ?? DISTRICTS[0];
  const lat = (home?.lat ?? 37.5665) + rng.normal(0, 0.006);
  const lng = (home?.lng ?? 126.978) + rng.normal(0, 0.007);
  const paid = entry.maxClass === '체육시설' || entry.maxClass === '시설대관' ? rng.chance(0.85) : rng.chance(0.3);
  const startHour = rng.pick([6, 8, 9, 10, 13]);
  return {
    GUBUN: entry.maxClass,
    SVCID: svcid,
    MAXCLASSNM: entry.maxClass,
    MINCLASSNM: minClass,
    SVCSTATNM: '',
    SVCNM: `${title}${rng.chance(0.5) ? ` (${Number(openDay.slice(4, 6))}월)` : ''}`,
    PAYATNM: paid ? '유료' : '무료',
    PLACENM: place,
    USETGTINFO: rng.pick(TARGETS),
    SVCURL: `https://yeyak.seoul.go.kr/web/reservation/selectReservView.do?rsv_svc_id=${svcid}`,
    // Upstream swaps the axes in these services: X carries the latitude, Y the longitude.
    X: lat.toFixed(7),
    Y: lng.toFixed(7),
    SVCOPNBGNDT: reservationStamp(openDay, 0),
    SVCOPNENDDT: reservationStamp(addDays(openDay, openSpan), 0),
    RCPTBGNDT: reservationStamp(receptionDay, rng.pick([9, 10, 14]) * 3600),
    RCPTENDDT: reservationStamp(addDays(receptionDay, receptionDays), 18 * 3600),
    AREANM: district,
    IMGURL: `https://yeyak.seoul.go.kr/web/common/file/FileDown.do?file_id=${svcid.slice(1, 7)}${pad(serial, 6)}`,
    DTLCONT: `${place}에서 운영하는 ${minClass} 프로그램입니다. 이용 대상: ${rng.pick(TARGETS)}. 취소는 이용일 기준으로 가능합니다.`,
    TELNO: `02-${rng.int(2000, 3999)}-${pad(rng.int(0, 9999), 4)}`,
    V_MIN: `${pad(startHour, 2)}:00`,
    V_MAX: `${pad(Math.min(22, startHour + rng.int(2, 12)), 2)}:00`,
    REVSTDDAYNM: '이용일',
    REVSTDDAY: String(rng.int(1, 3)),
  };
}

/** The fixed window's receptions open 2026-06-01 .. 2026-11-18; later ones come in 30-day blocks. */
const EXTENSION_START: Ymd = addDays(FIRST_RECEPTION, RECEPTION_SPAN_DAYS + 1);
const BLOCK_DAYS = 30;
/** Receptions are announced up to this many days ahead of the window's last day. */
const LEAD_DAYS = 80;

/**
 * Listings whose reception opens after the fixed window's: one independent block of 30 days at a
 * time (so a longer window only adds blocks), at the fixed window's density.
 */
function extensionListings(seed: string, windowEnd: Ymd): ReservationRow[] {
  const rows: ReservationRow[] = [];
  const horizon = addDays(windowEnd, LEAD_DAYS);
  for (let block = 0; addDays(EXTENSION_START, block * BLOCK_DAYS) <= horizon; block++) {
    const blockStart = addDays(EXTENSION_START, block * BLOCK_DAYS);
    catalog.services.forEach((entry, serviceIndex) => {
      const rng = createRng(hashSeed(seed, 'reservations-extension', entry.service, block));
      const count = Math.round((entry.count * BLOCK_DAYS) / (RECEPTION_SPAN_DAYS + 1));
      for (let index = 0; index < count; index++) {
        const serial = 100_000 + block * 10_000 + serviceIndex * 1_000 + index;
        const receptionDay = (draw: Rng) => addDays(blockStart, draw.int(0, BLOCK_DAYS - 1));
        rows.push(listing({ seed, rng, entry, receptionDay, serial }));
      }
    });
  }
  return rows;
}

/** Every listing; a window ending after the fixed one (2026-08-31) adds the later receptions. */
export function buildReservations(seed: string, windowEnd?: Ymd): ReservationRow[] {
  const rows: ReservationRow[] = [];
  let serial = 0;
  for (const entry of catalog.services) {
    const rng = createRng(hashSeed(seed, 'reservations', entry.service));
    for (let index = 0; index < entry.count; index++) {
      serial += 1;
      const receptionDay = (draw: Rng) => addDays(FIRST_RECEPTION, draw.int(0, RECEPTION_SPAN_DAYS));
      rows.push(listing({ seed, rng, entry, receptionDay, serial }));
    }
  }
  if (windowEnd && windowEnd > FIXED_WINDOW_END) rows.push(...extensionListings(seed, windowEnd));
  // Newest listings first, as the portal lists them.
  return rows.sort((a, b) => (a.SVCID < b.SVCID ? 1 : a.SVCID > b.SVCID ? -1 : 0));
}

/** SVCSTATNM at an instant: 안내중 → 접수중 (or 예약마감 when full) → 접수종료. */
export function statusAt(row: ReservationRow, now: Date): string {
  if (row.SVCSTATNM) return row.SVCSTATNM;
  const begin = parseReservationStamp(row.RCPTBGNDT);
  const end = parseReservationStamp(row.RCPTENDDT);
  if (!begin || !end) return '안내중';
  if (now < begin) return '안내중';
  if (now > end) return '접수종료';
  if (hashSeed('pause', row.SVCID) % 40 === 0) return '예약일시중지';
  const { capacity, taken } = capacityOf(row.SVCID);
  return taken >= capacity ? '예약마감' : '접수중';
}

/** Whether a listing is still published at `now` (it disappears a month after the service ends). */
export function isListed(row: ReservationRow, now: Date): boolean {
  const created = `20${row.SVCID.slice(1, 7)}`;
  const ended = parseReservationStamp(row.SVCOPNENDDT);
  const createdAt = parseReservationStamp(
    `${created.slice(0, 4)}-${created.slice(4, 6)}-${created.slice(6, 8)} 00:00:00`,
  );
  if (createdAt && createdAt > now) return false;
  return !ended || ended.getTime() + 30 * 86_400_000 >= now.getTime();
}
