// One contract suite, two drivers (DESIGN §9): the client against the emulated upstream, and the
// live path (undici + real-format recorded envelopes through MockAgent). Both must behave the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRuntime, type FaultKind, type Platform, UpstreamError } from '@kopa/kit';
import { MockAgent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { createAssemblyDataset, DATA_END } from '../src/data/index.ts';
import { wasVoted } from '../src/data/types.ts';
import { type AssemblyClient, assembly } from '../src/index.ts';
import { fieldsOf } from '../src/upstream/apis.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const REAL_KEY = '0123456789abcdef0123456789abcdef';
const platform = assembly as Platform<AssemblyClient>;

interface Driver {
  name: string;
  client(options?: { fault?: FaultKind }): AssemblyClient;
  validKey: string;
  /** A member name, the code of a member who answers alone, and a voted bill. */
  memberName: string;
  soleMember: string;
  votedBill: string;
  close?(): Promise<void>;
}

function offlineDriver(): Driver {
  const runtime = createRuntime(platform);
  const dataset = createAssemblyDataset();
  const bill = dataset.bills(22).rows().find(wasVoted);
  const current = dataset.currentMembers(DATA_END)[0];
  return {
    name: 'offline emulation',
    validKey: assembly.auth.demoKey,
    memberName: String(current?.HG_NM),
    soleMember: String(current?.MONA_CD),
    votedBill: bill?.BILL_ID ?? '',
    client: ({ fault } = {}) => runtime.client({ fault }),
  };
}

function liveDriver(): Driver {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get('https://open.assembly.go.kr');
  const json = { headers: { 'content-type': 'application/json;charset=UTF-8' } };
  const route =
    (code: string, test: (path: string) => boolean = () => true) =>
    (path: string) =>
      path.startsWith(`/portal/openapi/${code}?`) && path.includes(`KEY=${REAL_KEY}`) && test(path);
  pool
    .intercept({ path: () => true, headers: (headers) => String(headers['user-agent'] ?? '').trim() === '' })
    .reply(400, 'Bad Request.')
    .persist();
  pool
    .intercept({ path: (p) => p.startsWith('/portal/openapi/') && !p.includes(`KEY=${REAL_KEY}`) })
    .reply(200, fixture('result-ERROR-290.json'), json)
    .persist();
  const replies: Array<[string, (path: string) => boolean, string]> = [
    ['ALLNAMEMBER', () => true, 'ALLNAMEMBER.json'],
    ['nwvrqwxyaytdsfvhu', () => true, 'nwvrqwxyaytdsfvhu-single.json'],
    ['nzmimeepazxkubdpn', (p) => p.includes('AGE='), 'nzmimeepazxkubdpn.json'],
    ['nzmimeepazxkubdpn', (p) => !p.includes('AGE='), 'nzmimeepazxkubdpn-no-age.json'],
    ['ncocpgfiaoituanbr', () => true, 'ncocpgfiaoituanbr.json'],
    ['nojepdqqaweusdfbi', () => true, 'nojepdqqaweusdfbi.json'],
    ['BILLINFODETAIL', (p) => p.includes('PRC_R1Q8W4E6T2Y0U3I5O7P9A1S3D5F7G2'), 'BILLINFODETAIL.json'],
    ['BILLINFODETAIL', (p) => !p.includes('PRC_R1Q8W4E6T2Y0U3I5O7P9A1S3D5F7G2'), 'result-INFO-200.json'],
  ];
  for (const [code, test, file] of replies) {
    pool
      .intercept({ path: route(code, test) })
      .reply(200, fixture(file), json)
      .persist();
  }
  const runtime = createRuntime(platform, { mode: 'live', env: { KOPA_ASSEMBLY_KEY: REAL_KEY }, dispatcher: agent });
  return {
    name: 'live path (MockAgent, recorded envelopes)',
    validKey: runtime.parseState({}).credentials.key ?? '',
    memberName: '한서진',
    soleMember: 'H7X3372O',
    votedBill: 'PRC_R1Q8W4E6T2Y0U3I5O7P9A1S3D5F7G2',
    client: ({ fault } = {}) => runtime.client({ fault }),
    close: () => agent.close(),
  };
}

const drivers = [offlineDriver(), liveDriver()];
afterAll(async () => {
  for (const driver of drivers) await driver.close?.();
});

describe.each(drivers)('the Open Assembly client against the $name', (driver) => {
  const rejection = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UpstreamError);
    return error as UpstreamError;
  };
  const client = driver.client();

  it('reads ALLNAMEMBER with trimmed names and slash-separated eras', async () => {
    const page = await client.list('ALLNAMEMBER', { KEY: driver.validKey, NAAS_NM: driver.memberName });
    expect(page.resultCode).toBe('INFO-000');
    const row = page.items.find((item) => item.NAAS_NM === driver.memberName && item.GTELT_ERACO !== null);
    expect(row?.NAAS_CD).toMatch(/^[A-Z0-9]{8}$/);
    expect(String(row?.PLPT_NM).split('/')).toHaveLength(String(row?.GTELT_ERACO).split(', ').length);
    expect(page.items.every((item) => item.NAAS_NM === String(item.NAAS_NM).trim())).toBe(true);
  });

  it('absorbs a single row sent as an object', async () => {
    const page = await client.list('nwvrqwxyaytdsfvhu', { KEY: driver.validKey, MONA_CD: driver.soleMember });
    expect(page.totalCount).toBe(1);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]?.MONA_CD).toBe(driver.soleMember);
  });

  it('reads member bills with the 24 real fields', async () => {
    const page = await client.list('nzmimeepazxkubdpn', { KEY: driver.validKey, AGE: '22', pSize: 2 });
    expect(page.totalCount).toBeGreaterThan(1000);
    for (const row of page.items) {
      expect(Object.keys(row).sort()).toEqual(fieldsOf('nzmimeepazxkubdpn').sort());
      expect(Object.keys(row)).toHaveLength(24);
      expect(row.BILL_ID).toMatch(/^PRC_[A-Z0-9]{30}$/);
      expect(row.BILL_NO).toMatch(/^22\d{5}$/);
      expect(row.PROPOSER).toMatch(/^.+의원 등 \d+인$/);
      expect(String(row.PUBL_PROPOSER).split(',')).toHaveLength(String(row.PUBL_MONA_CD).split(',').length);
    }
  });

  it('reports INFO-200 without AGE as no_data with the AGE hint', async () => {
    const error = await rejection(client.list('nzmimeepazxkubdpn', { KEY: driver.validKey, PROPOSER: '김' }));
    expect(error).toMatchObject({ code: 'INFO-200', kind: 'no_data' });
    expect(error.hint).toContain('AGE');
  });

  it('keeps tally counts as numbers and turns the numeric AGE of vote rows into a string', async () => {
    const tallies = await client.list('ncocpgfiaoituanbr', { KEY: driver.validKey, AGE: '22', pSize: 2 });
    const [tally] = tallies.items;
    expect(typeof tally?.MEMBER_TCNT).toBe('number');
    expect(Number(tally?.YES_TCNT) + Number(tally?.NO_TCNT) + Number(tally?.BLANK_TCNT)).toBe(tally?.VOTE_TCNT);
    const votes = await client.list('nojepdqqaweusdfbi', {
      KEY: driver.validKey,
      AGE: '22',
      BILL_ID: driver.votedBill,
      pSize: 5,
    });
    expect(votes.totalCount).toBeGreaterThan(250);
    for (const row of votes.items) {
      expect(row.AGE).toBe('22');
      expect(typeof row.DISP_ORDER).toBe('number');
      expect(['찬성', '반대', '기권', '불참']).toContain(row.RESULT_VOTE_MOD);
      expect(row.VOTE_DATE).toMatch(/^\d{8} \d{6}$/);
    }
  });

  it('maps top-level INFO-200 to no_data, ERROR-290 to auth and an injected ERROR-337 to rate_limit', async () => {
    const noData = await rejection(
      client.list('BILLINFODETAIL', { KEY: driver.validKey, BILL_ID: 'PRC_A1B2C3D4E5F6G7H8I9J0K1L2M3N4O2' }),
    );
    expect(noData).toMatchObject({ code: 'INFO-200', kind: 'no_data' });
    const wrong = await rejection(client.list('ALLNAMEMBER', { KEY: 'f'.repeat(32) }));
    expect(wrong).toMatchObject({ code: 'ERROR-290', kind: 'auth' });
    const limited = await rejection(
      driver.client({ fault: 'rate_limit' }).list('ALLNAMEMBER', { KEY: driver.validKey }),
    );
    expect(limited).toMatchObject({ code: 'ERROR-337', kind: 'rate_limit' });
  });
});
