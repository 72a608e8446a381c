// swopenapi.seoul.go.kr/api/subway: realtime arrivals and train positions, with that host's own
// envelope (errorMessage + realtimeArrivalList), 0-based START and flat error objects.
import { arrivals, positions } from '../data/realtime.ts';
import { SEOUL_MESSAGES } from './sim-params.ts';
import type { SeoulView } from './sim-view.ts';

export const REALTIME_LIST_KEYS: Record<string, string> = {
  realtimeStationArrival: 'realtimeArrivalList',
  realtimePosition: 'realtimePositionList',
};

/** All rows a realtime service has for its argument (a station name or a line name). */
export function realtimeRows(options: { service: string; arg: string; view: SeoulView }): Record<string, string>[] {
  const { view } = options;
  if (options.service === 'realtimeStationArrival') {
    let rows = arrivals({ name: options.arg, now: view.now, network: view.network, departures: view.departures });
    // Decided without a source: a trailing 역 is tolerated (서울역 → 서울) when the exact name has no rows.
    if (rows.length === 0 && options.arg.endsWith('역')) {
      rows = arrivals({
        name: options.arg.slice(0, -1),
        now: view.now,
        network: view.network,
        departures: view.departures,
      });
    }
    return rows;
  }
  return positions({ route: options.arg, now: view.now, network: view.network, departures: view.departures });
}

export const realtimeEnvelope = {
  ok: (options: { listKey: string; rows: Record<string, unknown>[]; total: number }) => ({
    errorMessage: {
      status: 200,
      code: 'INFO-000',
      message: '정상 처리되었습니다.',
      link: '',
      developerMessage: '',
      total: options.total,
    },
    [options.listKey]: options.rows,
  }),
  /** Errors and "no data" come back flat, without the errorMessage wrapper. */
  error: (code: string, message?: string) => ({
    status: 500,
    code,
    message: message ?? SEOUL_MESSAGES[code] ?? code,
    link: '',
    developerMessage: '',
    total: 0,
  }),
};
