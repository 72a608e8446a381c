// The emulated data.go.kr 기상청 upstream (DESIGN §3.2): the real paths
// /1360000/VilageFcstInfoService_2.0/<op> and /1360000/MidFcstInfoService/<op>, serviceKey checked
// by the portal gateway (its XML errors even when JSON was asked), then the service's own result
// codes in the KMA envelope, over the deterministic dataset and the session clock.
import { checkKey, dataGoKrGatewayXml, type SimHandler, xmlResponse } from '@kopa/kit';
import type { KmaDataset } from '../data/index.ts';
import { KmaStatus, RESULT_MESSAGES } from './codes.ts';
import { MID_OPERATIONS } from './sim-mid.ts';
import { dataTypeOf, pageBody } from './sim-params.ts';
import { errorResponse, okResponse } from './sim-render.ts';
import { createView } from './sim-view.ts';
import { type Operation, VILAGE_OPERATIONS } from './sim-vilage.ts';

export const SERVICES: Record<string, Record<string, Operation>> = {
  'VilageFcstInfoService_2.0': VILAGE_OPERATIONS,
  MidFcstInfoService: MID_OPERATIONS,
};

/** Gateway codes for a key that is not usable (revoked keys lose their 활용 approval: 20). */
const AUTH_CODES = { missing: '30', invalid: '30', expired: '31', revoked: '20' } as const;

const gateway = (code: string) => xmlResponse(dataGoKrGatewayXml(RESULT_MESSAGES[code] ?? 'SERVICE ERROR', code));

export function createKmaSim(dataset: KmaDataset): SimHandler {
  return (request, context) => {
    const url = new URL(request.url);
    const match = /^\/1360000\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    const operation = match ? SERVICES[match[1] ?? '']?.[match[2] ?? ''] : undefined;
    if (!operation) return gateway('12');
    // data.go.kr accepts the key as serviceKey or ServiceKey.
    const key = url.searchParams.get('serviceKey') ?? url.searchParams.get('ServiceKey');
    const auth = checkKey(key, context.credentials);
    if (auth !== 'ok') return gateway(AUTH_CODES[auth]);
    const dataType = dataTypeOf(url.searchParams);
    if (!dataType) return errorResponse('XML', '10', RESULT_MESSAGES['10'] ?? '');
    try {
      const view = createView({ dataset, now: context.now, overlay: context.overlay });
      return okResponse(dataType, pageBody(operation(url.searchParams, view), url.searchParams));
    } catch (error) {
      if (error instanceof KmaStatus) return errorResponse(dataType, error.code, error.message);
      throw error;
    }
  };
}
