// Loaded with `node --import` into a client's own process (e.g. korean-law-mcp's MCP server) whose
// base URL is hard-coded: it rewrites the host of every global `fetch` listed in
// KOPA_CONTRACT_ROUTES ({"www.law.go.kr": "http://127.0.0.1:<port>/law"}) to its emulation, and
// leaves the client's code, headers, query and body exactly as it sent them. Any other host is
// refused, so the suite never leaves loopback.
const routes = JSON.parse(process.env.KOPA_CONTRACT_ROUTES ?? '{}');
const realFetch = globalThis.fetch;

function emulatedUrl(text) {
  const url = new URL(text);
  const base = routes[url.hostname];
  if (base) return new URL(`${base}${url.pathname}${url.search}`);
  if (url.hostname === '127.0.0.1') return url;
  throw new TypeError(`kopa contract: no emulation is routed for ${url.hostname}; refusing to leave loopback`);
}

globalThis.fetch = async (input, init) => {
  if (input instanceof Request) return realFetch(new Request(emulatedUrl(input.url), input), init);
  return realFetch(emulatedUrl(input instanceof URL ? input.href : String(input)), init);
};
