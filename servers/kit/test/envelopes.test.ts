import { describe, expect, it } from 'vitest';
import {
  dataGoKrGatewayXml,
  expresswayEnvelope,
  familyA,
  familyADoublePrime,
  familyAPrime,
  infoEnvelope,
  krxEnvelope,
  parseExpressway,
  parseFamilyA,
  parseFamilyADoublePrime,
  parseFamilyAPrime,
  parseGatewayXml,
  parseInfoFamily,
  parseKrx,
  parseSeoul,
  readJsonBody,
  seoulEnvelope,
  type UpstreamError,
} from '../src/index.ts';

const rows = [{ a: '1' }, { a: '2' }, { a: '3' }];
const page = { pageNo: 2, numOfRows: 3 };
const catchError = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as UpstreamError;
  }
  throw new Error('expected an UpstreamError');
};

describe('envelope builders and parsers round-trip every family', () => {
  it.each([
    ['A', () => parseFamilyA('p', familyA.ok({ rows, totalCount: 30, ...page }))],
    [
      'A′',
      () =>
        parseFamilyAPrime('p', 'getProductList', familyAPrime.ok('getProductList', { rows, totalCount: 30, ...page })),
    ],
    ['A″', () => parseFamilyADoublePrime('p', familyADoublePrime.ok({ rows, totalCount: 30, ...page }))],
    ['B NEIS', () => parseInfoFamily('p', 'schoolInfo', infoEnvelope.ok('schoolInfo', rows, 30, '1.0'), page)],
    ['B Seoul', () => parseSeoul('p', 'CardSubwayStatsNew', seoulEnvelope.ok('CardSubwayStatsNew', rows, 30), page)],
    [
      'D',
      () =>
        parseExpressway(
          'p',
          expresswayEnvelope.ok({ rows, totalCount: 30, ...page, listKey: 'trafficIc' }),
          'trafficIc',
        ),
    ],
  ])('family %s', (_family, parse) => {
    expect(parse()).toMatchObject({ totalCount: 30, pageNo: 2, numOfRows: 3, items: rows });
  });

  it('absorbs data.go.kr quirks: "" for no items, an object for one item', () => {
    expect(parseFamilyA('p', familyA.ok({ rows: [], totalCount: 0, pageNo: 1, numOfRows: 10 })).items).toEqual([]);
    const one = familyA.ok({ rows: [{ a: 'x' }], totalCount: 1, pageNo: 1, numOfRows: 10 });
    expect((one.response.body.items as { item: unknown }).item).toEqual({ a: 'x' });
    expect(parseFamilyA('p', one).items).toEqual([{ a: 'x' }]);
  });

  it('raises the real codes as UpstreamErrors', () => {
    expect(
      catchError(() => parseInfoFamily('neis', 'schoolInfo', infoEnvelope.result('INFO-200'), page)),
    ).toMatchObject({ code: 'INFO-200', kind: 'no_data' });
    expect(catchError(() => parseSeoul('seoul', 'X', seoulEnvelope.result('INFO-100'), page))).toMatchObject({
      code: 'INFO-100',
      kind: 'auth',
    });
    expect(
      catchError(() => parseExpressway('ex', expresswayEnvelope.error('INVALID_KEY', '인증키가 유효하지 않습니다.'))),
    ).toMatchObject({ code: 'INVALID_KEY', kind: 'auth' });
    expect(catchError(() => parseKrx('krx', 401, krxEnvelope.unauthorized()))).toMatchObject({
      code: '401',
      kind: 'auth',
    });
    expect(
      catchError(() => parseFamilyADoublePrime('hrd', familyADoublePrime.error('930', 'numOfRows 최대 50'))),
    ).toMatchObject({ code: '930' });
    expect(parseGatewayXml('kdic', dataGoKrGatewayXml('SERVICE_KEY_IS_NOT_REGISTERED_ERROR', '30'))).toMatchObject({
      code: '30',
      kind: 'auth',
    });
  });

  it('reports a truncated body as malformed, and a gateway XML error by its code', async () => {
    await expect(readJsonBody('p', new Response('{"status":"0'))).rejects.toMatchObject({
      code: 'MALFORMED',
      kind: 'malformed',
    });
    await expect(
      readJsonBody('p', new Response(dataGoKrGatewayXml('SERVICE_KEY_IS_NOT_REGISTERED_ERROR', '30'))),
    ).rejects.toMatchObject({ code: '30' });
  });
});
