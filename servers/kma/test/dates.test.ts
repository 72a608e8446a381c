// Every date and time parameter refuses a stamp the calendar or the clock does not have, naming the
// parameter and the form, and the errors left to the upstream name the parameter that is at fault.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY, openKma, textOf } from './helpers.ts';

const SEOUL = { nx: 60, ny: 127 };
const VILAGE = ['kma_get_ultra_short_nowcast', 'kma_get_ultra_short_forecast', 'kma_get_short_range_forecast'];
const MID: Array<[string, Record<string, string>]> = [
  ['kma_get_mid_outlook', { stnId: '109' }],
  ['kma_get_mid_land_forecast', { regId: '11B00000' }],
  ['kma_get_mid_temperature', { regId: '11B10101' }],
  ['kma_get_mid_sea_forecast', { regId: '12A20000' }],
];

let kma: Awaited<ReturnType<typeof openKma>>;
beforeAll(async () => {
  kma = await openKma();
});
afterAll(() => kma.close());

async function expectRefused(tool: string, args: Record<string, unknown>, expected: RegExp) {
  const result = await kma.call(tool, { serviceKey: KEY, ...args });
  expect(result.isError, `${tool} ${JSON.stringify(args)}`).toBe(true);
  expect(result._meta?.['kopa/error']).toMatchObject({ kind: 'invalid_args' });
  expect(textOf(result)).toMatch(expected);
}

describe('KMA date and time parameters', () => {
  it.each(['20260230', '20261301', '20260900', '20250229'])('refuses base_date %s on every 단기 tool', async (date) => {
    for (const tool of VILAGE) {
      await expectRefused(
        tool,
        { ...SEOUL, base_date: date, base_time: '0800' },
        new RegExp(`base_date: base_date ${date} is not a real calendar date; pass it as YYYYMMDD`),
      );
    }
  });

  it.each(['2400', '0960', '9999'])('refuses base_time %s on every 단기 tool', async (time) => {
    for (const tool of VILAGE) {
      await expectRefused(
        tool,
        { ...SEOUL, base_date: '20260901', base_time: time },
        new RegExp(`base_time: base_time ${time} is not a time of day; pass HHMM from 0000 to 2359`),
      );
    }
  });

  it.each(['202602300600', '202613011800'])('refuses tmFc %s on every 중기 tool', async (tmFc) => {
    for (const [tool, region] of MID) {
      await expectRefused(
        tool,
        { ...region, tmFc },
        new RegExp(`tmFc: tmFc ${tmFc} is not a real date and time; pass it as YYYYMMDD0600 or YYYYMMDD1800`),
      );
    }
  });

  it.each(['202602301000', '202609012500', '202609011061'])('refuses basedatetime %s', async (stamp) => {
    await expectRefused(
      'kma_get_forecast_version',
      { ftype: 'SHRT', basedatetime: stamp },
      new RegExp(`basedatetime: basedatetime ${stamp} is not a real date and time; pass it as YYYYMMDDHHMM`),
    );
  });

  it('still serves a real date and time', async () => {
    const result = await kma.call('kma_get_forecast_version', {
      serviceKey: KEY,
      ftype: 'SHRT',
      basedatetime: '202609010900',
    });
    expect(result.isError).toBeFalsy();
  });
});

describe('KMA errors name the parameter at fault', () => {
  it('says a page past the end is about pageNo, not base_date', async () => {
    const result = await kma.call('kma_get_short_range_forecast', { serviceKey: KEY, ...SEOUL, pageNo: 99999 });
    expect(result._meta?.['kopa/error']).toMatchObject({ code: '03', kind: 'no_data' });
    expect(textOf(result)).toMatch(/^KMA 03 NO_DATA \| Nothing on pageNo 99999: it is past the last page/);
    expect(textOf(result)).toMatch(/call pageNo 1 to read totalCount/);
  });

  it('says a 중기 issue out of the window is about tmFc, not nx/ny', async () => {
    const result = await kma.call('kma_get_mid_sea_forecast', {
      serviceKey: KEY,
      regId: '12A20000',
      tmFc: '202608300600',
    });
    expect(result._meta?.['kopa/error']).toMatchObject({ code: '10', kind: 'invalid' });
    expect(textOf(result)).toMatch(/tmFc must be an issue of the last 24 hours/);
    expect(textOf(result)).not.toMatch(/nx 1–149/);
  });
});
