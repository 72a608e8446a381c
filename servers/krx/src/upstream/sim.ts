// The emulated upstreams of the KRX platform (DESIGN §3.2): the KRX Open API under /svc/apis/ and
// the FSC stock services of data.go.kr under /1160100/service/, both over the same dataset and
// session state. `kopa sim serve` exposes this handler over loopback HTTP.
import type { SimHandler } from '@kopa/kit';
import type { KrxDataset } from '../data/index.ts';
import { handleFsc } from './sim-fsc.ts';
import { handleKrx } from './sim-krx.ts';
import { createView, type KrxView } from './sim-view.ts';

const notFound = () =>
  new Response('<html><body><h1>404 Not Found</h1></body></html>', {
    status: 404,
    headers: { 'content-type': 'text/html' },
  });

export function createKrxSim(dataset: KrxDataset): SimHandler {
  return (request, context) => {
    const { pathname } = new URL(request.url);
    let view: KrxView | undefined;
    const lazyView = () => {
      view ??= createView(dataset, context);
      return view;
    };
    const krx = /^\/svc\/apis\/([a-z]+\/[a-z_]+)$/.exec(pathname);
    if (krx?.[1]) return handleKrx({ request, api: krx[1], view: lazyView, credentials: context.credentials });
    const fsc = /^\/1160100\/service\/([A-Za-z]+\/[A-Za-z_]+)$/.exec(pathname);
    if (fsc?.[1]) return handleFsc({ request, service: fsc[1], view: lazyView, credentials: context.credentials });
    return notFound();
  };
}
