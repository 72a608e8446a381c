// The subway network behind every subway service: real lines, station names and realtime
// station ids (subway-lines.json), with station codes, external (FR) codes, approximate
// coordinates and 자치구 derived by the rules documented in the README.
import districtsJson from './districts.json' with { type: 'json' };
import linesJson from './subway-lines.json' with { type: 'json' };

export interface LineStation {
  [field: string]: unknown;
  /** 전철역코드, 4 characters, e.g. 0222. */
  STATION_CD: string;
  STATION_NM: string;
  /** e.g. 02호선, 신분당선. */
  LINE_NUM: string;
  FR_CODE: string;
  subwayId: string;
  statnId: string;
  /** The name the realtime host uses (서울역 → 서울). */
  statnNm: string;
  /** e.g. 2호선 (subwayNm, ROUTE). */
  route: string;
  /** SBWY_ROUT_LN_NM in CardSubwayStatsNew (경원선, 경부선, 9호선2~3단계…). */
  ridershipLine: string;
  lat: number;
  lng: number;
  /** 자치구, empty outside Seoul. */
  district: string;
  segment: string;
  /** Position along the segment, 0-based. */
  order: number;
}

export interface Segment {
  id: string;
  subwayId: string;
  route: string;
  lineNum: string;
  loop: boolean;
  stations: LineStation[];
}

interface RawLine {
  subwayId: string;
  lineNum: string;
  route: string;
  codePrefix: string;
  /** Two leading digits of derived STATION_CDs for lines without a confirmed code rule. */
  codeBlock?: string;
  segments: Array<{ stations: string; anchors: number[][]; loop?: boolean }>;
}

export interface District {
  name: string;
  lat: number;
  lng: number;
  dongs: string[];
}

export const DISTRICTS: readonly District[] = districtsJson.districts.map(([name, lat, lng, dongs]) => ({
  name: String(name),
  lat: Number(lat),
  lng: Number(lng),
  dongs: String(dongs).split(','),
}));

export const ROADS: readonly string[] = districtsJson.roads;

/** Roughly metres between two WGS84 points (equirectangular, fine at city scale). */
export function distanceMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dy = (b.lat - a.lat) * 111_320;
  const dx = (b.lng - a.lng) * 88_200;
  return Math.sqrt(dx * dx + dy * dy);
}

export function districtOf(point: { lat: number; lng: number }): string {
  // Seoul's bounding box first: the nearest-centroid rule alone would pull in Gyeonggi stations.
  if (point.lat < 37.413 || point.lat > 37.716 || point.lng < 126.764 || point.lng > 127.184) return '';
  let best: District | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const district of DISTRICTS) {
    const distance = distanceMeters(point, district);
    if (distance < bestDistance) {
      best = district;
      bestDistance = distance;
    }
  }
  return best && bestDistance < 7_000 ? best.name : '';
}

function interpolate(anchors: number[][], index: number): { lat: number; lng: number } {
  let before = anchors[0] ?? [0, 37.5665, 126.978];
  let after = anchors.at(-1) ?? before;
  for (const anchor of anchors) {
    if ((anchor[0] ?? 0) <= index) before = anchor;
    if ((anchor[0] ?? 0) >= index) {
      after = anchor;
      break;
    }
  }
  const [i0 = 0, lat0 = 0, lng0 = 0] = before;
  const [i1 = 0, lat1 = 0, lng1 = 0] = after;
  const t = i1 === i0 ? 0 : (index - i0) / (i1 - i0);
  return { lat: Number((lat0 + (lat1 - lat0) * t).toFixed(6)), lng: Number((lng0 + (lng1 - lng0) * t).toFixed(6)) };
}

/** Seoul Metro's own codes for the 1호선 stretch it runs (서울역 0150 … 청량리 0158). */
const LINE1_METRO_CODES: Record<string, string> = {
  서울역: '0150',
  시청: '0151',
  종각: '0152',
  종로3가: '0153',
  종로5가: '0154',
  동대문: '0155',
  신설동: '0156',
  제기동: '0157',
  청량리: '0158',
  동묘앞: '0159',
};

function frCode(line: RawLine, suffix: string, order: number): string {
  // 공항철도 A01…A11 with A042/A071/A072 for the later infill stations, as its realtime ids read.
  if (line.codePrefix === 'A') return `A${suffix.startsWith('0065') ? suffix.slice(4) : suffix.slice(3)}`;
  if (line.codePrefix === 'G' || line.codePrefix === 'W') return `${line.codePrefix}${suffix.slice(3)}`;
  if (suffix.startsWith('075')) return `K${suffix.slice(3)}`;
  if (line.codePrefix === 'D') return `D${String(order + 4).padStart(2, '0')}`;
  if (line.codePrefix === 'S1') return `S${110 + order}`;
  if (line.codePrefix === 'S4') return `S4${String(order + 1).padStart(2, '0')}`;
  if (suffix.startsWith('08')) return `P${suffix.slice(3)}`;
  if (suffix.startsWith('002')) return `${suffix.slice(2, 5)}-${suffix.slice(5)}`;
  return suffix.slice(3);
}

function mainCode(line: RawLine, name: string, fr: string, order: number): string | undefined {
  if (line.codeBlock) return `${line.codeBlock}${String(order + 1).padStart(2, '0')}`;
  const numeric = Number(fr);
  switch (line.codePrefix) {
    case '1':
      return LINE1_METRO_CODES[name] ?? (Number.isInteger(numeric) ? `1${fr}` : undefined);
    case '0':
      if (!Number.isInteger(numeric)) return undefined;
      return String(line.subwayId === '1003' ? numeric - 10 : numeric).padStart(4, '0');
    case '2':
      return Number.isInteger(numeric) ? `2${fr}` : undefined;
    case '4':
      return Number.isInteger(numeric) ? `4${String(numeric - 800).padStart(3, '0')}` : undefined;
    case 'D':
      return `43${String(order + 1).padStart(2, '0')}`;
    case 'S1':
      return `47${String(order + 1).padStart(2, '0')}`;
    default:
      return `48${String(order + 1).padStart(2, '0')}`;
  }
}

/**
 * CardSubwayStatsNew's line of a 경의중앙선 station: 경의선 west of 용산 and on the 서울역 branch,
 * 경원선 from 용산 to 청량리, 중앙선 east of it (the split public monthly extracts show).
 */
function gyeonguiJungangLine(order: number, segment: number): string {
  if (segment > 0 || order <= 23) return '경의선';
  return order <= 31 ? '경원선' : '중앙선';
}

/**
 * Lines CardSubwayStatsNew reports under another name; 신분당선 and GTX-A are not reported at all
 * (""), as the 27 lines of its monthly extracts show.
 */
const RIDERSHIP_LINES: Record<string, (order: number, segment: number) => string> = {
  '1063': gyeonguiJungangLine,
  '1065': () => '공항철도 1호선',
  '1075': (order) => (order <= 36 ? '분당선' : '수인선'),
  '1032': () => '',
  '1077': () => '',
};

function ridershipLine(line: RawLine, fr: string, segment: number, order: number): string {
  const renamed = RIDERSHIP_LINES[line.subwayId];
  if (renamed) return renamed(order, segment);
  if (line.subwayId === '1001') {
    if (segment > 0) return '경부선';
    const numeric = Number(fr);
    if (numeric < 124) return '경원선';
    return numeric > 133 ? '경인선' : '1호선';
  }
  if (line.subwayId === '1009' && Number(fr) >= 926) return '9호선2~3단계';
  return line.route;
}

/** Builds every segment of every line, with codes unique across the network. */
export function buildNetwork(): Segment[] {
  const segments: Segment[] = [];
  for (const line of linesJson.lines as RawLine[]) {
    let maxCode = 0;
    const pending: Array<{ station: LineStation; needsCode: boolean }> = [];
    line.segments.forEach((raw, segmentIndex) => {
      const id = `${line.subwayId}-${segmentIndex}`;
      const stations: LineStation[] = raw.stations.split(',').map((entry, order) => {
        const [suffix = '', name = ''] = entry.split(':');
        const fr = frCode(line, suffix, order);
        const code = segmentIndex === 0 ? mainCode(line, name, fr, order) : undefined;
        if (code && /^\d{4}$/.test(code)) maxCode = Math.max(maxCode, Number(code));
        const point = interpolate(raw.anchors, order);
        const station: LineStation = {
          STATION_CD: code ?? '',
          STATION_NM: name,
          LINE_NUM: line.lineNum,
          FR_CODE: fr,
          subwayId: line.subwayId,
          statnId: `${line.subwayId}${suffix}`,
          statnNm: name === '서울역' ? '서울' : name,
          route: line.route,
          ridershipLine: ridershipLine(line, fr, segmentIndex, order),
          lat: point.lat,
          lng: point.lng,
          district: districtOf(point),
          segment: id,
          order,
        };
        pending.push({ station, needsCode: !code });
        return station;
      });
      segments.push({
        id,
        subwayId: line.subwayId,
        route: line.route,
        lineNum: line.lineNum,
        loop: raw.loop ?? false,
        stations,
      });
    });
    // Branch stations have no confirmed codes: they continue the line's main numbering.
    for (const entry of pending) {
      if (!entry.needsCode) continue;
      maxCode += 1;
      entry.station.STATION_CD = String(maxCode).padStart(4, '0');
    }
  }
  return segments;
}
