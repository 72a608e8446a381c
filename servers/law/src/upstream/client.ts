// The typed law.go.kr DRF client both modes use: it builds the real URLs (always with a browser
// User-Agent and a Referer, without which law.go.kr refuses the caller), reads the real bodies and
// absorbs their quirks, and turns every failure into an UpstreamError with a next step.
import { type FetchLike, requestUpstream, UpstreamError } from '@kopa/kit';
import { errorFromBody, errorFromStatus, malformed } from './client-errors.ts';

export const LAW_BASE_URL = 'https://www.law.go.kr';
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
export const LAW_REFERER = 'https://www.law.go.kr/';
const PLATFORM = 'law';

export type Target = 'law' | 'eflaw' | 'prec' | 'expc' | 'admrul' | 'ordin';
export type Row = Record<string, unknown>;
type Params = Record<string, string | number | undefined>;

/** Search wrappers and their row keys; the alternatives are spellings seen from other clients. */
const SEARCH_SHAPES: Record<Target, { roots: string[]; lists: string[] }> = {
  law: { roots: ['LawSearch'], lists: ['law'] },
  eflaw: { roots: ['LawSearch'], lists: ['law'] },
  prec: { roots: ['PrecSearch'], lists: ['prec'] },
  expc: { roots: ['Expc', 'ExpcSearch'], lists: ['expc'] },
  admrul: { roots: ['AdmRulSearch'], lists: ['admrul'] },
  // 자치법규 rows come under "law", not "ordin".
  ordin: { roots: ['OrdinSearch'], lists: ['law', 'ordin'] },
};
const SERVICE_ROOTS: Record<Target, string> = {
  law: '법령',
  eflaw: '법령',
  prec: 'PrecService',
  expc: 'ExpcService',
  admrul: 'AdmRulService',
  ordin: 'LawService',
};
/** List dates come as "2025.06.05" while details use "20250605"; both are returned as YYYYMMDD. */
const DOTTED_DATES = new Set(['선고일자', '회신일자', '해석일자']);

export interface SearchPage {
  resultCode: string;
  resultMsg: string;
  totalCount: number;
  pageNo: number;
  numOfRows: number;
  items: Row[];
}

export interface LawClient {
  /** GET /DRF/lawSearch.do; a search with totalCnt 0 fails with NO_DATA. */
  search(target: Target, params: Params): Promise<SearchPage>;
  /** GET /DRF/lawService.do; resolves with the content under the target's root key. */
  service(target: Target, params: Params): Promise<Row>;
}

export function asArray(value: unknown): Row[] {
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value : [value]) as Row[];
}

/** Trims strings, unifies dates, turns <br/> into newlines and drops the OC law.go.kr writes into links. */
export function clean(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    let text = value.replace(/<br\s*\/?>/gi, '\n').trim();
    if (key.endsWith('링크')) text = text.replace(/([?&])OC=[^&]*&?/, '$1').replace(/[?&]$/, '');
    if (DOTTED_DATES.has(key) && /^\d{4}\.\d{2}\.\d{2}\.?$/.test(text)) text = text.replace(/\./g, '');
    return text;
  }
  if (Array.isArray(value)) return value.map((item) => clean(item, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, clean(child, name)]));
  }
  return value === null || value === undefined ? '' : String(value);
}

function toInt(value: unknown): number {
  const parsed = Number.parseInt(String(value ?? '0'), 10);
  return Number.isFinite(parsed) ? parsed : 0;
}

export function createLawClient(options: { fetch: FetchLike; baseUrl?: string }): LawClient {
  const baseUrl = (options.baseUrl ?? LAW_BASE_URL).replace(/\/$/, '');
  const get = async (operation: 'lawSearch' | 'lawService', target: Target, params: Params): Promise<Row> => {
    const url = new URL(`${baseUrl}/DRF/${operation}.do`);
    url.searchParams.set('OC', String(params.OC ?? ''));
    url.searchParams.set('target', target);
    url.searchParams.set('type', 'JSON');
    for (const [name, value] of Object.entries(params)) {
      if (name !== 'OC' && value !== undefined && value !== '') url.searchParams.set(name, String(value));
    }
    const response = await requestUpstream({
      platform: PLATFORM,
      fetch: options.fetch,
      url: url.href,
      init: { headers: { 'User-Agent': BROWSER_USER_AGENT, Referer: LAW_REFERER, Accept: 'application/json' } },
    });
    const statusError = errorFromStatus(response.status);
    const text = await response.text();
    if (statusError) throw statusError;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (cause) {
      throw errorFromBody(text) ?? malformed(`the answer is not valid JSON (HTTP ${response.status})`, cause);
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw malformed('the answer is not a JSON object');
    const error = errorFromBody(body as Row);
    if (error) throw error;
    return body as Row;
  };

  return {
    async search(target, params) {
      const body = await get('lawSearch', target, params);
      const shape = SEARCH_SHAPES[target];
      const root = shape.roots.map((name) => body[name]).find((value) => value && typeof value === 'object') as
        | Row
        | undefined;
      if (!root) throw malformed(`the answer has no ${shape.roots[0]}`);
      const totalCount = toInt(root.totalCnt);
      if (totalCount === 0) {
        throw new UpstreamError({
          platform: PLATFORM,
          code: 'NO_DATA',
          kind: 'no_data',
          message: '검색 결과가 없습니다. (totalCnt 0)',
          hint: 'Nothing matched: shorten or change query, try search=2 (본문검색), or widen the date range.',
        });
      }
      const list = shape.lists.map((name) => root[name]).find((value) => value !== undefined);
      const items = asArray(list).map((row) => {
        const { id: _position, ...fields } = clean(row) as Row;
        return fields;
      });
      return {
        resultCode: String(root.resultCode ?? '00'),
        resultMsg: String(root.resultMsg ?? 'success'),
        totalCount,
        pageNo: toInt(root.page) || 1,
        numOfRows: toInt(root.numOfRows) || Number(params.display ?? 20),
        items,
      };
    },
    async service(target, params) {
      const body = await get('lawService', target, params);
      const content = body[SERVICE_ROOTS[target]];
      if (!content || typeof content !== 'object') throw malformed(`the answer has no ${SERVICE_ROOTS[target]}`);
      return clean(content) as Row;
    },
  };
}
