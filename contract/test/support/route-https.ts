// Sends a client's HTTPS requests for a real API host to its emulation under `kopa sim serve`,
// without touching the client. Axios (0.x and 1.x) and follow-redirects look `https.request` up on
// the `node:https` module at call time, so wrapping it reroutes clients whose base URL is
// hard-coded; the request's path, query, headers and body stay exactly as the client built them.
// A forward proxy cannot do this: axios 1.x opens a CONNECT tunnel and TLS to the real host.
import http from 'node:http';
import https from 'node:https';

export interface HttpsRoute {
  /** Every request a client sent to a routed host, as `METHOD https://host/path?query`, in order. */
  requests: string[];
  restore(): void;
}

type RequestArgs = Parameters<typeof https.request>;

/**
 * `routes` maps a real host (`opendart.fss.or.kr`) to the emulator's base for it
 * (`http://127.0.0.1:<port>/dart`). Requests for any other host go out unchanged.
 */
export function routeHttpsToEmulator(routes: Record<string, string>): HttpsRoute {
  const requests: string[] = [];
  const original = { request: https.request, get: https.get };
  const reroute = (args: RequestArgs) => {
    const [first, second, third] = args;
    const fromUrl = typeof first === 'string' || first instanceof URL ? new URL(first) : undefined;
    const options: https.RequestOptions = fromUrl
      ? { ...urlOptions(fromUrl), ...(typeof second === 'object' ? second : {}) }
      : { ...(first as https.RequestOptions) };
    const callback = (typeof second === 'function' ? second : third) as
      | ((response: http.IncomingMessage) => void)
      | undefined;
    const host = options.hostname ?? options.host?.replace(/:\d+$/, '') ?? '';
    const base = routes[host];
    if (!base) return undefined;
    const target = new URL(base);
    const path = options.path ?? '/';
    requests.push(`${options.method ?? 'GET'} https://${host}${path}`);
    const { agent: _tlsAgent, host: _host, ...rest } = options;
    return http.request(
      { ...rest, protocol: 'http:', hostname: target.hostname, port: target.port, path: `${target.pathname}${path}` },
      callback,
    );
  };
  https.request = ((...args: RequestArgs) => reroute(args) ?? original.request(...args)) as typeof https.request;
  https.get = ((...args: RequestArgs) => {
    const routed = reroute(args);
    if (!routed) return original.get(...args);
    routed.end();
    return routed;
  }) as typeof https.get;
  return {
    requests,
    restore() {
      https.request = original.request;
      https.get = original.get;
    },
  };
}

function urlOptions(url: URL): https.RequestOptions {
  return {
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
  };
}
