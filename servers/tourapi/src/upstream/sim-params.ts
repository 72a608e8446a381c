// The parameters each KorService2 operation accepts and requires, and their checks as the real service makes
// them: an unknown parameter or a bad value is 10 INVALID_REQUEST_PARAMETER_ERROR(name), a missing mandatory one
// (or a child code without its parent) is 11 NO_MANDATORY_REQUEST_PARAMETERS_ERROR(name).

import { dayNumber } from '../data/format.ts';
import { CONTENT_TYPES } from '../data/reference.ts';

export class ParameterError extends Error {
  constructor(
    readonly code: '10' | '11',
    readonly parameter: string,
  ) {
    super(`${code} ${parameter}`);
  }
}

const COMMON = ['serviceKey', 'ServiceKey', 'MobileOS', 'MobileApp', '_type', 'numOfRows', 'pageNo'];
const LEGACY_AREA = ['areaCode', 'sigunguCode'];
const LEGACY_CAT = ['cat1', 'cat2', 'cat3'];
const NEW_CODES = ['lDongRegnCd', 'lDongSignguCd', 'lclsSystm1', 'lclsSystm2', 'lclsSystm3'];

export const OPERATIONS: Readonly<Record<string, { params: readonly string[]; required: readonly string[] }>> = {
  areaBasedList2: {
    params: ['arrange', 'contentTypeId', 'modifiedtime', ...LEGACY_AREA, ...LEGACY_CAT, ...NEW_CODES],
    required: [],
  },
  locationBasedList2: {
    params: ['arrange', 'contentTypeId', 'mapX', 'mapY', 'radius', 'modifiedtime', ...NEW_CODES],
    required: ['mapX', 'mapY', 'radius'],
  },
  searchKeyword2: {
    params: ['arrange', 'keyword', 'contentTypeId', ...LEGACY_AREA, ...LEGACY_CAT, ...NEW_CODES],
    required: ['keyword'],
  },
  searchFestival2: {
    params: ['arrange', 'eventStartDate', 'eventEndDate', 'modifiedtime', ...LEGACY_AREA, ...NEW_CODES],
    required: ['eventStartDate'],
  },
  searchStay2: { params: ['arrange', 'modifiedtime', ...LEGACY_AREA, ...NEW_CODES], required: [] },
  detailCommon2: { params: ['contentId'], required: ['contentId'] },
  detailIntro2: { params: ['contentId', 'contentTypeId'], required: ['contentId', 'contentTypeId'] },
  detailInfo2: { params: ['contentId', 'contentTypeId'], required: ['contentId', 'contentTypeId'] },
  detailImage2: { params: ['contentId', 'imageYN'], required: ['contentId'] },
  areaBasedSyncList2: {
    params: [
      'showflag',
      'modifiedtime',
      'arrange',
      'contentTypeId',
      'oldContentid',
      ...LEGACY_AREA,
      ...LEGACY_CAT,
      ...NEW_CODES,
    ],
    required: [],
  },
  ldongCode2: { params: ['lDongRegnCd', 'lDongListYn'], required: [] },
  lclsSystmCode2: { params: ['lclsSystm1', 'lclsSystm2', 'lclsSystm3', 'lclsSystmListYn'], required: [] },
  areaCode2: { params: ['areaCode'], required: [] },
  categoryCode2: { params: ['contentTypeId', ...LEGACY_CAT], required: [] },
};

/** A child code is meaningless without its parent. */
const PARENTS: ReadonlyArray<readonly [string, string]> = [
  ['sigunguCode', 'areaCode'],
  ['cat2', 'cat1'],
  ['cat3', 'cat2'],
  ['lDongSignguCd', 'lDongRegnCd'],
  ['lclsSystm2', 'lclsSystm1'],
  ['lclsSystm3', 'lclsSystm2'],
];

const FORMATS: Readonly<Record<string, RegExp>> = {
  MobileOS: /^(ETC|AND|IOS|WEB|WIN)$/,
  numOfRows: /^\d{1,4}$/,
  pageNo: /^\d{1,6}$/,
  contentTypeId: /^\d{2}$/,
  areaCode: /^\d{1,2}$/,
  sigunguCode: /^\d{1,2}$/,
  lDongRegnCd: /^\d{2}$/,
  lDongSignguCd: /^\d{3}$/,
  modifiedtime: /^\d{4}(\d{2}(\d{2})?)?$/,
  mapX: /^-?\d{1,3}(\.\d+)?$/,
  mapY: /^-?\d{1,3}(\.\d+)?$/,
  radius: /^\d{1,6}$/,
  contentId: /^\d{1,10}$/,
  imageYN: /^[YN]$/,
  showflag: /^[01]$/,
  lDongListYn: /^[YN]$/,
  lclsSystmListYn: /^[YN]$/,
};

export interface Query {
  get(name: string): string | undefined;
  int(name: string, fallback: number): number;
  page: { pageNo: number; numOfRows: number };
}

/** Validates a request for `operation` and returns its parameters; throws ParameterError like the real API. */
export function readQuery(options: { operation: string; params: URLSearchParams }): Query {
  const spec = OPERATIONS[options.operation];
  if (!spec) throw new ParameterError('10', options.operation);
  const values = new Map<string, string>();
  for (const [name, raw] of options.params) {
    if (!COMMON.includes(name) && !spec.params.includes(name)) throw new ParameterError('10', name);
    const value = raw.trim();
    if (value !== '') values.set(name, value);
  }
  for (const name of ['MobileOS', 'MobileApp', ...spec.required]) {
    if (!values.has(name)) throw new ParameterError('11', name);
  }
  for (const [child, parent] of PARENTS) {
    if (values.has(child) && !values.has(parent)) throw new ParameterError('11', parent);
  }
  for (const [name, value] of values) {
    const format = FORMATS[name];
    if (format && !format.test(value)) throw new ParameterError('10', name);
  }
  checkValues(values, options.operation);
  const int = (name: string, fallback: number) => {
    const value = values.get(name);
    return value === undefined ? fallback : Number.parseInt(value, 10);
  };
  return { get: (name) => values.get(name), int, page: { pageNo: int('pageNo', 1), numOfRows: int('numOfRows', 10) } };
}

function checkValues(values: Map<string, string>, operation: string): void {
  const pageNo = Number(values.get('pageNo') ?? '1');
  const numOfRows = Number(values.get('numOfRows') ?? '10');
  if (pageNo < 1) throw new ParameterError('10', 'pageNo');
  if (numOfRows < 1 || numOfRows > 1000) throw new ParameterError('10', 'numOfRows');
  const type = values.get('contentTypeId');
  if (type !== undefined && !(type in CONTENT_TYPES)) throw new ParameterError('10', 'contentTypeId');
  const arrange = values.get('arrange');
  const arranges = operation === 'locationBasedList2' ? 'ACDEOQRS' : 'ACDOQR';
  if (arrange !== undefined && (arrange.length !== 1 || !arranges.includes(arrange))) {
    throw new ParameterError('10', 'arrange');
  }
  for (const name of ['eventStartDate', 'eventEndDate']) {
    const value = values.get(name);
    if (value !== undefined && Number.isNaN(dayNumber(value))) throw new ParameterError('10', name);
  }
  const radius = values.get('radius');
  if (radius !== undefined && (Number(radius) < 1 || Number(radius) > 20_000)) throw new ParameterError('10', 'radius');
}
