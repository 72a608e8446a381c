// The emulated HRD Korea upstreams (DESIGN §3.2): Q-Net's REST services under
// /api/service/rest/… (XML) and data.go.kr's /B490007/qualExamSchd/… (JSON or XML), routed by
// path so one base URL serves both. The serviceKey is checked against the session's credentials
// and refused with the data.go.kr gateway's own XML, as upstream.
import { checkKey, dataGoKrGatewayXml, type KeyCheck, type SimHandler, xmlResponse } from '@kopa/kit';
import type { HrdDataset } from '../data/index.ts';
import { messageOf } from './codes.ts';
import { SimError } from './sim-params.ts';
import { QNET_HANDLERS, type QnetHandler } from './sim-qnet.ts';
import { SCHEDULE_HANDLERS } from './sim-qnet-schedules.ts';
import { qualExamSchd, scheduleError } from './sim-schedule.ts';
import { createView } from './sim-view.ts';
import { errorXml } from './sim-xml.ts';

export const QNET_PREFIX = '/api/service/rest/';
export const SCHEDULE_PATH = '/B490007/qualExamSchd/getQualExamSchdList';

const HANDLERS: Record<string, QnetHandler> = { ...QNET_HANDLERS, ...SCHEDULE_HANDLERS };

/** A wrong or absent key is 30; an expired one 31; a revoked one 20 (SERVICE_ACCESS_DENIED). */
const AUTH_CODES: Record<Exclude<KeyCheck, 'ok'>, string> = {
  missing: '30',
  invalid: '30',
  expired: '31',
  revoked: '20',
};

export function gatewayResponse(code: string): Response {
  return xmlResponse(dataGoKrGatewayXml(messageOf(code), code));
}

export function createHrdSim(dataset: HrdDataset): SimHandler {
  return (request, context) => {
    const url = new URL(request.url);
    const params = url.searchParams;
    const isSchedule = url.pathname === SCHEDULE_PATH;
    const handler = url.pathname.startsWith(QNET_PREFIX) ? HANDLERS[url.pathname.slice(QNET_PREFIX.length)] : undefined;
    if (!isSchedule && !handler) return gatewayResponse('12');
    // data.go.kr accepts the key as serviceKey or ServiceKey; Q-Net's own samples use both.
    const auth = checkKey(params.get('serviceKey') ?? params.get('ServiceKey'), context.credentials);
    if (auth !== 'ok') return gatewayResponse(AUTH_CODES[auth]);
    const view = createView(dataset, context);
    try {
      if (isSchedule) return qualExamSchd({ params, view });
      return (handler as QnetHandler)(params, view);
    } catch (error) {
      if (!(error instanceof SimError)) throw error;
      if (isSchedule) return scheduleError({ params, error });
      return xmlResponse(errorXml({ resultCode: error.code, resultMsg: error.message }));
    }
  };
}
