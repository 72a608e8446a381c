// The KRX Open API over loopback HTTP (`kopa sim serve`), called the way published clients call it:
// raccoonyy/pykrx-openapi (src/pykrx_openapi/client.py) and RealYoungk/openkrx-mcp
// (src/openkrx_mcp/client.py) send AUTH_KEY as a query parameter; the guide's form is a header with a
// POST JSON body.
import { type SimServer, startSimServer } from '@kopa/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KRX_DEMO_KEY, krx } from '../src/index.ts';

let sim: SimServer;
beforeAll(async () => {
  sim = await startSimServer({ platforms: [krx], port: 0 });
});
afterAll(() => sim.close());

const url = (path: string) => `${sim.url}/krx/svc/apis/${path}`;
const rows = async (response: Response) => ((await response.json()) as { OutBlock_1: unknown[] }).OutBlock_1;

describe('KRX Open API auth over HTTP', () => {
  it('answers the same board for AUTH_KEY as a header, as a query parameter and with a POST JSON body', async () => {
    const header = await rows(
      await fetch(url('idx/krx_dd_trd?basDd=20260115'), { headers: { AUTH_KEY: KRX_DEMO_KEY } }),
    );
    const query = await rows(await fetch(url(`idx/krx_dd_trd?AUTH_KEY=${KRX_DEMO_KEY}&basDd=20260115`)));
    const posted = await rows(
      await fetch(url(`idx/krx_dd_trd?AUTH_KEY=${KRX_DEMO_KEY}`), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ basDd: '20260115' }),
      }),
    );
    const guide = await rows(
      await fetch(url('idx/krx_dd_trd'), {
        method: 'POST',
        headers: { AUTH_KEY: KRX_DEMO_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ basDd: '20260115' }),
      }),
    );
    expect(header.length).toBeGreaterThan(10);
    expect(query).toEqual(header);
    expect(posted).toEqual(header);
    expect(guide).toEqual(header);
  });

  it.each([
    ['no key', ''],
    ['a wrong query key', '?AUTH_KEY=0000000000000000000000000000000000000000'],
  ])('answers HTTP 401 Unauthorized Key for %s', async (_label, query) => {
    const response = await fetch(url(`sto/stk_bydd_trd${query}${query ? '&' : '?'}basDd=20260115`));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ respMsg: 'Unauthorized Key', respCode: '401' });
  });
});
