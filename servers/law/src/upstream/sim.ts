// The emulated law.go.kr DRF (DESIGN §3.2): /DRF/lawSearch.do and /DRF/lawService.do with OC, target
// and type (XML unless JSON is asked for), over the deterministic dataset. Like the real service it
// verifies the caller first (OC and a Referer from a registered domain) and answers every error with
// HTTP 200.
import { checkKey, type SimHandler } from '@kopa/kit';
import type { LawDataset } from '../data/index.ts';
import type { ArticleUnit } from '../data/render-article.ts';
import { interpretationService, precedentService, searchInterpretations, searchPrecedents } from './sim-cases.ts';
import { lawService, searchLaws } from './sim-law.ts';
import { normalizeText } from './sim-params.ts';
import type { SimRequest } from './sim-request.ts';
import {
  authFailure,
  type Format,
  InvalidRequest,
  invalidRequestPage,
  NoMatch,
  noMatch,
  notFoundPage,
  respond,
} from './sim-respond.ts';
import { adminRuleService, ordinanceService, searchAdminRules, searchOrdinances } from './sim-rules.ts';
import { createView } from './sim-view.ts';

type Handler = (request: SimRequest) => Record<string, unknown>;

const SEARCH: Record<string, Handler> = {
  law: searchLaws,
  eflaw: searchLaws,
  prec: searchPrecedents,
  expc: searchInterpretations,
  admrul: searchAdminRules,
  ordin: searchOrdinances,
};

const SERVICE: Record<string, Handler> = {
  law: lawService,
  eflaw: lawService,
  prec: precedentService,
  expc: interpretationService,
  admrul: adminRuleService,
  ordin: ordinanceService,
};

function textOf(units: readonly ArticleUnit[]): string {
  const parts: string[] = [];
  for (const unit of units) {
    parts.push(unit.조문내용);
    for (const paragraph of Array.isArray(unit.항) ? unit.항 : unit.항 ? [unit.항] : []) {
      if (paragraph.항내용) parts.push(paragraph.항내용);
      for (const item of paragraph.호 ?? []) parts.push(item.호내용);
    }
  }
  return parts.join(' ');
}

export function createLawSim(dataset: LawDataset): SimHandler {
  const texts = new Map<string, string>();
  const bodyText = (mst: string) => {
    let text = texts.get(mst);
    if (text === undefined) {
      const found = dataset.corpus.byMst(mst);
      text = found ? normalizeText(textOf(dataset.corpus.units(found.version))) : '';
      texts.set(mst, text);
    }
    return text;
  };

  return (request, context) => {
    const url = new URL(request.url);
    const operation = /^\/DRF\/(lawSearch|lawService)\.do$/.exec(url.pathname)?.[1];
    if (!operation) return notFoundPage();
    const params = url.searchParams;
    // The guide gives XML as the default type; clients such as korean-law-mcp omit it.
    const type = (params.get('type') || 'XML').toUpperCase();
    const format: Format = type === 'JSON' ? 'JSON' : 'XML';
    // The DRF verifies the caller before reading anything else: a wrong OC and a request without a
    // Referer from the registered domain get the same answer.
    const oc = params.get('OC');
    if (!request.headers.get('referer') || checkKey(oc, context.credentials) !== 'ok') return authFailure(format);
    if (type !== 'JSON' && type !== 'XML') return invalidRequestPage('type');
    const target = params.get('target') ?? '';
    const handler = (operation === 'lawSearch' ? SEARCH : SERVICE)[target];
    if (!handler) return invalidRequestPage('target');
    const view = createView({ dataset, context, oc: oc ?? '' });
    try {
      return respond(handler({ view, params, target, bodyText }), format);
    } catch (error) {
      if (error instanceof InvalidRequest) return invalidRequestPage(error.parameter);
      if (error instanceof NoMatch) return noMatch(target, format);
      throw error;
    }
  };
}
