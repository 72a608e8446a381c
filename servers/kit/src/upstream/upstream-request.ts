// The request an emulated upstream receives: the part of a WHATWG `Request` the emulations read
// (URL, method, headers, body). A real `Request` is one, so the HTTP sim server and tests hand the
// emulation real requests; an offline tool call hands it this light one instead, because building
// a `Request` (headers list, abort signal, body stream) costs more than most emulated answers.

export interface UpstreamRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Pick<Headers, 'get' | 'has'>;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/** What a client passed to `fetch`, as the emulation reads it; headers and body are read lazily. */
export function upstreamRequest(url: string, init: RequestInit = {}): UpstreamRequest {
  const { body } = init;
  // Bodies other than text (a form, bytes, a stream) are decoded the way fetch would.
  const slow = body !== undefined && body !== null && typeof body !== 'string' ? new Request(url, init) : undefined;
  let headers: Headers | undefined;
  let used = false;
  const take = async (): Promise<string> => {
    if (used) throw new TypeError('Body is unusable: Body has already been read');
    used = true;
    return slow ? slow.text() : ((body as string | undefined | null) ?? '');
  };
  return {
    url: slow?.url ?? new URL(url).href,
    method: (init.method ?? 'GET').toUpperCase(),
    get headers() {
      headers ??= slow?.headers ?? new Headers(init.headers);
      return headers;
    },
    text: take,
    json: async () => JSON.parse(await take()),
  };
}
