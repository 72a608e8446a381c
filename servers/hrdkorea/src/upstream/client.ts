// The typed HRD Korea client both modes use: it builds the real URLs (Q-Net REST on
// openapi.q-net.or.kr, qualExamSchd on apis.data.go.kr), reads the real envelopes (XML, family
// A″ JSON, gateway XML) and absorbs the quirks (CSS junk in 종목 상세, padded names, `<items/>`).
import { type FetchLike, parseFamilyADoublePrime, requestUpstream, UpstreamError } from '@kopa/kit';
import { hrdError, malformed, PLATFORM } from './client-errors.ts';
import { parseXmlPage, type Row, throwIfGateway, type XmlPage } from './client-xml.ts';

export const HRD_QNET_BASE_URL = 'http://openapi.q-net.or.kr';
export const HRD_DATA_GO_KR_BASE_URL = 'http://apis.data.go.kr';
export type { Row, XmlPage as HrdPage } from './client-xml.ts';

export const QNET_OPERATIONS = [
  'InquiryListNationalQualifcationSVC/getList',
  'InquiryQualInfo/getList',
  'InquiryQualPassRateSVC/getList',
  'InquiryTestInformationNTQSVC/getFeeList',
  'InquiryTestInformationNTQSVC/getPEList',
  'InquiryTestInformationNTQSVC/getMCList',
  'InquiryTestInformationNTQSVC/getEList',
  'InquiryTestInformationNTQSVC/getCList',
  'InquiryTestInformationNTQSVC/getJMList',
  'InquiryInformationTradeNTQSVC/getList',
  'InquiryExamKmInfo/getList',
] as const;
export type QnetOperation = (typeof QNET_OPERATIONS)[number];

type Params = Record<string, string | undefined>;

export interface HrdClient {
  /** qualExamSchd/getQualExamSchdList (국가자격 시험일정), asked for as JSON. */
  examSchedules(params: Params): Promise<XmlPage>;
  /** One Q-Net REST operation (XML). */
  qnet(operation: QnetOperation, params: Params): Promise<XmlPage>;
}

// The editor's CSS left in front of 종목 상세 texts, optionally after a "<종목명> 개요" label.
const STYLE_JUNK = /^[^{}]*?(?:[A-Za-z]+\s*\{[^{}]*\}\s*)+/;
const INFO_TEXTS = ['summary', 'job', 'career', 'trend', 'hist'];

function stripJunk(row: Row): Row {
  const clean: Row = { ...row };
  for (const field of INFO_TEXTS)
    if (clean[field] !== undefined) clean[field] = clean[field].replace(STYLE_JUNK, '').trim();
  return clean;
}

/** Some clients record `items: {item: […]}` (family A style) from this service; accept both shapes. */
function unwrapItems(body: unknown): unknown {
  const data = body as { body?: { items?: unknown } };
  const items = data.body?.items;
  if (items && typeof items === 'object' && !Array.isArray(items) && 'item' in items) {
    const inner = (items as { item: unknown }).item;
    return { ...data, body: { ...data.body, items: Array.isArray(inner) ? inner : [inner] } };
  }
  return body;
}

function withQuery(options: { url: string; params: Params }): string {
  const url = new URL(options.url);
  for (const [name, value] of Object.entries(options.params))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.href;
}

export function createHrdClient(options: { fetch: FetchLike; baseUrl?: string }): HrdClient {
  const qnetBase = (options.baseUrl ?? HRD_QNET_BASE_URL).replace(/\/+$/, '');
  // With the real base, qualExamSchd lives on data.go.kr; any override (kopa sim serve) serves both.
  const dataGoBase = qnetBase === HRD_QNET_BASE_URL ? HRD_DATA_GO_KR_BASE_URL : qnetBase;
  const get = async (url: string) => {
    const response = await requestUpstream({ platform: PLATFORM, fetch: options.fetch, url });
    const text = await response.text();
    if (response.status >= 500 && !text.trimStart().startsWith('<')) {
      throw hrdError({ code: '04', message: `HTTP_ERROR (HTTP ${response.status})`, status: response.status });
    }
    return { text, status: response.status };
  };

  return {
    async examSchedules(params) {
      const url = withQuery({
        url: `${dataGoBase}/B490007/qualExamSchd/getQualExamSchdList`,
        params: { ...params, dataFormat: 'json' },
      });
      const { text, status } = await get(url);
      // Gateway refusals and provider faults come back as XML even when JSON was asked for.
      if (text.trimStart().startsWith('<')) return parseXmlPage({ text, status });
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch (cause) {
        throwIfGateway(text);
        throw malformed({ what: 'a body that is not valid JSON', status, cause });
      }
      try {
        const page = parseFamilyADoublePrime(PLATFORM, unwrapItems(body));
        const items = page.items.map((item) => {
          const row: Row = {};
          for (const [key, value] of Object.entries(item))
            row[key] = value === null || value === undefined ? '' : String(value).trim();
          return row;
        });
        return { ...page, items };
      } catch (error) {
        if (error instanceof UpstreamError && error.code !== 'MALFORMED') {
          throw hrdError({ code: error.code, message: error.message, status });
        }
        throw error;
      }
    },
    async qnet(operation, params) {
      const { text, status } = await get(withQuery({ url: `${qnetBase}/api/service/rest/${operation}`, params }));
      const page = parseXmlPage({ text, status });
      return operation === 'InquiryQualInfo/getList' ? { ...page, items: page.items.map(stripJunk) } : page;
    },
  };
}
