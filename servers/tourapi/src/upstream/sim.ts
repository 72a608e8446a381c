// The emulated KorService2 upstream (DESIGN §3.2): the real path /B551011/KorService2/{operation}, serviceKey
// checked against the session's credentials (gateway XML errors), the mandatory MobileOS/MobileApp and every
// other parameter checked as the real service does, and the real envelopes over the session's view.
import { checkKey, type SimHandler } from '@kopa/kit';
import type { TourDataset } from '../data/index.ts';
import { gatewayError, okResponse, parameterError } from './envelope.ts';
import { CODE_HANDLERS } from './sim-codes.ts';
import { DETAIL_HANDLERS } from './sim-details.ts';
import { LIST_HANDLERS } from './sim-lists.ts';
import { ParameterError, readQuery } from './sim-params.ts';
import { createViewCache } from './sim-view.ts';

export const SERVICE_PATH = '/B551011/KorService2/';

const AUTH_CODES = { missing: '30', invalid: '30', expired: '31', revoked: '20' } as const;

export function createTourSim(dataset: TourDataset): SimHandler {
  const viewOf = createViewCache(dataset);
  return (request, context) => {
    const url = new URL(request.url);
    const operation = url.pathname.startsWith(SERVICE_PATH) ? url.pathname.slice(SERVICE_PATH.length) : '';
    const params = url.searchParams;
    const auth = checkKey(params.get('serviceKey') ?? params.get('ServiceKey'), context.credentials);
    if (auth !== 'ok') return gatewayError(AUTH_CODES[auth]);
    const known = LIST_HANDLERS[operation] ?? DETAIL_HANDLERS[operation];
    const code = CODE_HANDLERS[operation];
    if (!known && !code) return gatewayError('12');
    const json = params.get('_type')?.toLowerCase() === 'json';
    try {
      const query = readQuery({ operation, params });
      const page = code ? code(query) : known ? known(query, viewOf(context)) : undefined;
      if (!page) return gatewayError('12');
      return okResponse({ page, json });
    } catch (error) {
      if (error instanceof ParameterError) {
        return parameterError({ code: error.code, parameter: error.parameter, now: context.now, json });
      }
      throw error;
    }
  };
}
