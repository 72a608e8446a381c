// The result codes of the data.go.kr 기상청 services (the API guide's 에러코드 table), with the
// message each code carries and the hint a model needs to recover from it.
import type { UpstreamError } from '@kopa/kit';

export const RESULT_MESSAGES: Record<string, string> = {
  '00': 'NORMAL_SERVICE',
  '01': 'APPLICATION_ERROR',
  '02': 'DB_ERROR',
  '03': 'NO_DATA',
  '04': 'HTTP_ERROR',
  '05': 'SERVICETIME_OUT',
  '10': 'INVALID_REQUEST_PARAMETER_ERROR',
  '11': 'NO_MANDATORY_REQUEST_PARAMETERS_ERROR',
  '12': 'NO_OPENAPI_SERVICE_ERROR',
  '20': 'SERVICE_ACCESS_DENIED_ERROR',
  '21': 'TEMPORARILY_DISABLE_THE_SERVICEKEY_ERROR',
  '22': 'LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR',
  '30': 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR',
  '31': 'DEADLINE_HAS_EXPIRED_ERROR',
  '32': 'UNREGISTERED_IP_ERROR',
  '33': 'UNSIGNED_CALL_ERROR',
  '99': 'UNKNOWN_ERROR',
};

/** A result code raised inside the emulation and sent in the KMA envelope. */
export class KmaStatus extends Error {
  constructor(
    readonly code: string,
    message?: string,
  ) {
    super(message ?? RESULT_MESSAGES[code] ?? code);
  }
}

export const HINTS: Record<string, { kind: UpstreamError['kind']; hint: string }> = {
  '01': { kind: 'server', hint: 'The KMA service failed; call the tool again in a moment.' },
  '02': { kind: 'server', hint: 'The KMA database failed; call the tool again in a moment.' },
  '03': {
    kind: 'no_data',
    hint: 'Nothing for this request: base_date/base_time must be an issue time already published (단기 0200/0500/…/2300 from HH10, 초단기실황 HH00 from HH40, 초단기예보 HH30 from HH45); omit them to get the latest issue, and check pageNo against totalCount.',
  },
  '04': { kind: 'server', hint: 'An HTTP error inside the service; call the tool again.' },
  '05': { kind: 'timeout', hint: 'The service timed out; call the tool again.' },
  '10': {
    kind: 'invalid',
    hint: 'A parameter is invalid: nx 1–149, ny 1–253 (use kma_find_region_grid or kma_convert_lat_lon_to_grid), base_date within the served window (초단기 최근 1일, 단기 최근 3일), dataType JSON or XML.',
  },
  '11': { kind: 'invalid', hint: 'A mandatory parameter is missing; see the tool description.' },
  '12': { kind: 'invalid', hint: 'No such OpenAPI service or operation; check the operation name.' },
  '20': {
    kind: 'auth',
    hint: 'The key has no approved use (활용신청) of this service; check it with kma_get_api_key or apply at data.go.kr.',
  },
  '21': { kind: 'auth', hint: 'The key is temporarily disabled; check it with kma_get_api_key.' },
  '22': { kind: 'rate_limit', hint: 'The daily request limit is exceeded; wait before calling again.' },
  '30': { kind: 'auth', hint: 'The serviceKey is not registered; pass the key from kma_get_api_key as serviceKey.' },
  '31': { kind: 'auth', hint: 'The serviceKey has expired; renew it with kma_renew_api_key.' },
  '32': { kind: 'auth', hint: 'This IP is not registered for the key.' },
  '99': { kind: 'server', hint: 'An unknown KMA error; call the tool again.' },
};
