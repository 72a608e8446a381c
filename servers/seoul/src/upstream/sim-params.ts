// The Seoul Open Data Plaza's request checks: result codes and messages, the positional
// START_INDEX/END_INDEX rules (1-based on 8088, 0-based on the realtime host) and the sample key.
import { INFO_MESSAGES } from '@kopa/kit';

export const SEOUL_MESSAGES: Record<string, string> = {
  ...INFO_MESSAGES,
  'ERROR-301': '파일타입 값이 누락 혹은 유효하지 않습니다. 요청인자 중 TYPE을 확인하십시오.',
  'ERROR-331': '요청시작위치 값을 확인하십시오. 요청인자 : START_INDEX',
  'ERROR-332': '요청종료위치 값을 확인하십시오. 요청인자 : END_INDEX',
  'ERROR-334': '요청종료위치 보다 요청시작위치가 더 큽니다. 요청시작조회건수는 정수를 입력하세요.',
};

/** Decided without a source: Seoul has no expiry code, so an expired key is INFO-100 with this text. */
export const EXPIRED_KEY_MESSAGE = '인증키의 사용기간이 만료되었습니다. 인증키를 재발급 받으십시오.';
export const SAMPLE_KEY = 'sample';
export const SAMPLE_MAX_ROWS = 5;
export const MAX_ROWS = 1000;

/** A Seoul result code raised while answering a request. */
export class SeoulStatus extends Error {
  constructor(
    readonly code: string,
    message?: string,
  ) {
    super(message ?? SEOUL_MESSAGES[code] ?? code);
  }
}

/** Validates the positional range; `base` is 1 on openapi.seoul.go.kr and 0 on swopenapi. */
export function parseRange(options: {
  start: string | undefined;
  end: string | undefined;
  base: 0 | 1;
  sample: boolean;
}) {
  const { base } = options;
  if (options.start === undefined || options.end === undefined) throw new SeoulStatus('ERROR-300');
  if (!/^-?\d+$/.test(options.start) || !/^-?\d+$/.test(options.end)) throw new SeoulStatus('ERROR-333');
  const start = Number(options.start);
  const end = Number(options.end);
  if (start < base) throw new SeoulStatus('ERROR-331');
  if (end < base) throw new SeoulStatus('ERROR-332');
  if (end < start) throw new SeoulStatus('ERROR-334');
  const count = base === 1 ? end - start + 1 : end - start;
  if (options.sample && count > SAMPLE_MAX_ROWS) throw new SeoulStatus('ERROR-335');
  if (count > MAX_ROWS) throw new SeoulStatus('ERROR-336');
  return { start, end };
}

/** Positional path segments, decoded; blank segments (sent as a space) count as absent. */
export function pathSegments(pathname: string): Array<string | undefined> {
  const parts = pathname.split('/').slice(1);
  while (parts.length > 0 && parts.at(-1) === '') parts.pop();
  return parts.map((part) => {
    let value: string;
    try {
      value = decodeURIComponent(part).trim();
    } catch {
      value = part.trim();
    }
    return value === '' ? undefined : value;
  });
}
