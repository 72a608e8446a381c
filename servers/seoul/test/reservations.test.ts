import { describe, expect, it } from 'vitest';
import { capacityOf } from '../src/data/capacity.ts';
import { itemsOf, KEY, openSeoul, textOf } from './helpers.ts';

type Listing = {
  SVCID: string;
  SVCSTATNM: string;
  RCPTBGNDT: string;
  RCPTENDDT: string;
  SVCOPNBGNDT: string;
  REVSTDDAY: string;
};

async function listings(seoul: Awaited<ReturnType<typeof openSeoul>>): Promise<Listing[]> {
  const rows: Listing[] = [];
  for (let start = 1; ; start += 1000) {
    const page = await seoul.call('seoul_list_public_reservations', {
      KEY,
      START_INDEX: start,
      END_INDEX: start + 999,
    });
    if (page.isError) break;
    rows.push(...itemsOf<Listing>(page));
  }
  return rows;
}

describe('public-service reservations in user state', () => {
  it('reserves, refuses a duplicate, cancels, and keeps the history', async () => {
    const seoul = await openSeoul();
    const open = (await listings(seoul)).find(
      (row) => row.SVCSTATNM === '접수중' && capacityOf(row.SVCID).capacity - capacityOf(row.SVCID).taken >= 2,
    );
    const booked = (await seoul.call('seoul_reserve_public_service', { KEY, SVCID: open?.SVCID, count: 2 }))
      .structuredContent as {
      reservation: { reservationId: string; count: number };
      remaining: number;
    };
    const { capacity, taken } = capacityOf(open?.SVCID ?? '');
    expect(booked.reservation.count).toBe(2);
    expect(booked.remaining).toBe(capacity - taken - 2);
    expect(textOf(await seoul.call('seoul_reserve_public_service', { KEY, SVCID: open?.SVCID }))).toMatch(
      /already reserved/,
    );
    const cancelled = await seoul.call('seoul_cancel_reservation', {
      KEY,
      reservationId: booked.reservation.reservationId,
    });
    expect(cancelled.isError, textOf(cancelled)).toBeFalsy();
    expect(seoul.user().reservations).toEqual([
      expect.objectContaining({ SVCID: open?.SVCID, status: '예약취소', cancelledAt: '2026-09-01T01:00:00.000Z' }),
    ]);
    expect(
      textOf(await seoul.call('seoul_cancel_reservation', { KEY, reservationId: booked.reservation.reservationId })),
    ).toMatch(/No active reservation/);
    await seoul.close();
  });

  it.each([
    ['안내중', /not 접수중/],
    ['접수종료', /not 접수중/],
    ['예약마감', /not 접수중/],
  ])('refuses a listing that is %s', async (status, expected) => {
    const seoul = await openSeoul();
    const row = (await listings(seoul)).find((entry) => entry.SVCSTATNM === status);
    expect(row, `a ${status} listing at the default clock`).toBeDefined();
    const result = await seoul.call('seoul_reserve_public_service', { KEY, SVCID: row?.SVCID });
    expect(textOf(result)).toMatch(expected);
    expect(seoul.user().reservations).toEqual([]);
    await seoul.close();
  });

  it('refuses outside the reception window even when an overlay says 접수중', async () => {
    const seoul = await openSeoul();
    const upcoming = (await listings(seoul)).find((entry) => entry.SVCSTATNM === '안내중');
    await seoul.close();
    const patched = await openSeoul({
      overlay: { reservations: { upsert: [{ SVCID: upcoming?.SVCID, SVCSTATNM: '접수중' }] } },
    });
    expect(textOf(await patched.call('seoul_reserve_public_service', { KEY, SVCID: upcoming?.SVCID }))).toMatch(
      /outside that window/,
    );
    await patched.close();
  });

  it('refuses more people than the places left', async () => {
    const seoul = await openSeoul();
    const tight = (await listings(seoul)).find((row) => {
      const { capacity, taken } = capacityOf(row.SVCID);
      return row.SVCSTATNM === '접수중' && capacity - taken < 10;
    });
    const left = capacityOf(tight?.SVCID ?? '').capacity - capacityOf(tight?.SVCID ?? '').taken;
    const result = await seoul.call('seoul_reserve_public_service', { KEY, SVCID: tight?.SVCID, count: 10 });
    expect(textOf(result)).toContain(`Only ${left} place(s) left`);
    await seoul.close();
  });

  it('refuses an unknown SVCID and a cancellation after the deadline', async () => {
    const seoul = await openSeoul();
    expect(textOf(await seoul.call('seoul_reserve_public_service', { KEY, SVCID: 'S000000000000000' }))).toMatch(
      /not listed.*seoul_list_public_reservations/,
    );
    const open = (await listings(seoul)).find((row) => row.SVCSTATNM === '접수중');
    const booked = (await seoul.call('seoul_reserve_public_service', { KEY, SVCID: open?.SVCID }))
      .structuredContent as {
      reservation: Record<string, unknown>;
    };
    await seoul.close();
    // The same booking seen by a session whose clock is the day the service opens.
    const late = await openSeoul({
      clock: { now: `${String(open?.SVCOPNBGNDT).slice(0, 10)}T09:00:00+09:00` },
      user: { reservations: [booked.reservation] },
    });
    expect(
      textOf(await late.call('seoul_cancel_reservation', { KEY, reservationId: booked.reservation.reservationId })),
    ).toMatch(/can no longer be cancelled/);
    expect(late.user().reservations[0]?.status).toBe('예약완료');
    await late.close();
  });
});
