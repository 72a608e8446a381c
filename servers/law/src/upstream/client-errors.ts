// law.go.kr's failures mapped to UpstreamErrors. The DRF has no result codes of its own, so each
// failure gets a named code (README "Errors"): AUTH_FAILED for "사용자 정보 검증에 실패하였습니다",
// NO_DATA for {"Law": "일치하는 … 없습니다"} or totalCnt 0, INVALID_PARAM for its 요청변수 error
// page, RATE_LIMITED for HTTP 429, HTTP_404 for the 404s it answers under bursts, EMPTY_BODY,
// MAINTENANCE and HTML_BODY for the empty and HTML pages it sends when it is unwell.
import { UpstreamError } from '@kopa/kit';

const PLATFORM = 'law';

export function malformed(message: string, cause?: unknown): UpstreamError {
  return new UpstreamError({
    platform: PLATFORM,
    code: 'MALFORMED',
    kind: 'malformed',
    message,
    hint: 'This is usually transient; call the tool again.',
    ...(cause ? { cause } : {}),
  });
}

export function errorFromStatus(status: number): UpstreamError | undefined {
  if (status === 429) {
    return new UpstreamError({
      platform: PLATFORM,
      code: 'RATE_LIMITED',
      kind: 'rate_limit',
      status,
      message: 'law.go.kr refused the request: too many requests (HTTP 429)',
      hint: 'Wait a few seconds before calling again, and make fewer calls per second.',
    });
  }
  if (status === 404) {
    return new UpstreamError({
      platform: PLATFORM,
      code: 'HTTP_404',
      kind: 'server',
      status,
      message: 'law.go.kr answered HTTP 404 (it does so intermittently under bursts of requests)',
      hint: 'Retry after a few seconds; the same request usually succeeds.',
    });
  }
  if (status >= 500) {
    return new UpstreamError({
      platform: PLATFORM,
      code: `HTTP_${status}`,
      kind: 'server',
      status,
      message: `law.go.kr answered HTTP ${status}`,
      hint: 'The service is having trouble; try again later.',
    });
  }
  return undefined;
}

/** The error a body stands for, if any: a JSON error envelope or a non-JSON page. */
export function errorFromBody(body: string | Record<string, unknown>): UpstreamError | undefined {
  if (typeof body !== 'string') {
    if (typeof body.result === 'string') {
      return new UpstreamError({
        platform: PLATFORM,
        code: 'AUTH_FAILED',
        kind: 'auth',
        message: `${body.result} ${typeof body.msg === 'string' ? body.msg : ''}`.trim(),
        hint: "Pass the OC from law_get_api_key (renew it with law_renew_api_key if it expired). Live: register this server's IP/domain at open.law.go.kr and send a Referer from it.",
      });
    }
    if (typeof body.Law === 'string') {
      return new UpstreamError({
        platform: PLATFORM,
        code: 'NO_DATA',
        kind: 'no_data',
        message: body.Law.replace(/\s+/g, ' ').trim(),
        hint: 'No such record: check MST/ID (find it with the matching search tool) and, for an article, that it existed in that version (law_get_law_history).',
      });
    }
    return undefined;
  }
  const text = body.trim();
  if (text === '') {
    return new UpstreamError({
      platform: PLATFORM,
      code: 'EMPTY_BODY',
      kind: 'server',
      message: 'law.go.kr answered with an empty body',
      hint: 'This happens when the service is unwell; call the tool again in a moment.',
    });
  }
  const parameter = /요청변수\(([^)]+)\)/.exec(text)?.[1];
  if (parameter) {
    return new UpstreamError({
      platform: PLATFORM,
      code: 'INVALID_PARAM',
      kind: 'invalid',
      message: `요청변수(${parameter}) 값이 올바르지 않습니다.`,
      hint: `Fix ${parameter}: see its format in the tool description.`,
    });
  }
  if (/점검/.test(text)) {
    return new UpstreamError({
      platform: PLATFORM,
      code: 'MAINTENANCE',
      kind: 'server',
      message: 'law.go.kr is under maintenance (시스템 점검)',
      hint: 'Try again after the maintenance window.',
    });
  }
  if (/^</.test(text)) {
    return new UpstreamError({
      platform: PLATFORM,
      code: 'HTML_BODY',
      kind: 'server',
      message: 'law.go.kr answered with an HTML page instead of JSON (an anti-bot or error page)',
      hint: 'Call the tool again; live, send a browser User-Agent and Referer from a registered domain.',
    });
  }
  return undefined;
}
