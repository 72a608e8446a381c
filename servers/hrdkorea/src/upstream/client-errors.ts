// HRD Korea result codes → UpstreamError with a kind and a next step for the model. The same map
// serves Q-Net's XML header codes, qualExamSchd's JSON header codes and the data.go.kr gateway's.
import { codeErrors, UpstreamError } from '@kopa/kit';

export const PLATFORM = 'hrdkorea';

const HINTS: Record<string, { kind: UpstreamError['kind']; hint: string }> = {
  '03': {
    kind: 'no_data',
    hint: 'Nothing is registered for that code; find the right jmCd with hrdkorea_list_qualifications.',
  },
  '04': { kind: 'server', hint: 'The upstream failed with an HTTP error; call the tool again later.' },
  '05': { kind: 'timeout', hint: 'The provider timed out behind the gateway; call the tool again.' },
  '10': { kind: 'invalid', hint: 'A parameter value is invalid; check the formats in the tool description.' },
  '11': { kind: 'invalid', hint: 'A mandatory parameter is missing; check the tool description.' },
  '12': { kind: 'invalid', hint: 'No such OpenAPI service; the operation path is wrong.' },
  '20': {
    kind: 'auth',
    hint: 'Access to this service was denied for the key (revoked or not approved); register a new key.',
  },
  '21': { kind: 'auth', hint: 'The key is temporarily disabled; try again later.' },
  '22': { kind: 'rate_limit', hint: 'The daily request limit of the key is exceeded; wait before calling again.' },
  '30': { kind: 'auth', hint: 'The serviceKey is not registered; pass the key from hrdkorea_get_api_key.' },
  '31': { kind: 'auth', hint: 'The serviceKey has expired; renew it with hrdkorea_renew_api_key.' },
  '32': { kind: 'auth', hint: 'This IP is not registered for the key.' },
  '99': { kind: 'server', hint: 'Q-Net reported a transient error; call the tool again.' },
  '930': {
    kind: 'invalid',
    hint: 'qualExamSchd serves at most 50 rows per page; pass numOfRows ≤ 50 and page with pageNo.',
  },
};

export const hrdError = codeErrors({ platform: PLATFORM, hints: HINTS });

export function malformed(options: { what: string; status: number; cause?: unknown }): UpstreamError {
  return new UpstreamError({
    platform: PLATFORM,
    code: 'MALFORMED',
    kind: 'malformed',
    status: options.status,
    message: `the upstream answered HTTP ${options.status} with ${options.what}`,
    hint: 'This is usually transient; call the tool again.',
    ...(options.cause ? { cause: options.cause } : {}),
  });
}
