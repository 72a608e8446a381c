// The result codes HRD Korea's upstreams answer with: the data.go.kr standard set (provider codes
// in the `<header>`, gateway codes in `OpenAPI_ServiceResponse`) plus qualExamSchd's own 930.

export const RESULT_MESSAGES: Record<string, string> = {
  '00': 'NORMAL SERVICE.',
  '01': 'APPLICATION_ERROR',
  '03': 'NODATA_ERROR',
  '04': 'HTTP_ERROR',
  '05': 'SERVICETIMEOUT_ERROR',
  '10': 'INVALID_REQUEST_PARAMETER_ERROR',
  '11': 'NO_MANDATORY_REQUEST_PARAMETERS_ERROR',
  '12': 'NO_OPENAPI_SERVICE_ERROR',
  '20': 'SERVICE_ACCESS_DENIED_ERROR',
  '22': 'LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR',
  '30': 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR',
  '31': 'DEADLINE_HAS_EXPIRED_ERROR',
  '32': 'UNREGISTERED_IP_ERROR',
  '99': 'Failed to validate a newly established connection.',
  '930': 'numOfRows는 50 이하로 요청하십시오. (한 페이지 최대 50건)',
};

export function messageOf(code: string): string {
  return RESULT_MESSAGES[code] ?? 'UNKNOWN_ERROR';
}
