// The citizen's own 공공서비스 reservations, kept in the session's `user` state. The open API
// has no booking endpoint, so booking checks the listing through the client (status 접수중,
// the reception window against the session clock, remaining places) and records it here.
import { ToolError, UpstreamError } from '@kopa/kit';
import { z } from 'zod';
import { parseReservationStamp } from '../data/calendar.ts';
import { capacityOf } from '../data/capacity.ts';
import { KEY, Reservation, SVCID } from '../schemas.ts';
import type { SeoulClient } from '../upstream/client.ts';
import { seoulTool } from './tool.ts';

const ReservationsOutput = z.object({
  reservations: z.array(Reservation).describe('예약 내역 (예약한 순서, 취소 포함)'),
});

async function listing(client: SeoulClient, key: string, svcid: string): Promise<Record<string, string>> {
  const missing = () =>
    new ToolError(`SVCID ${svcid} is not listed; find one with seoul_list_public_reservations.`, {
      parameter: 'SVCID',
    });
  const page = await client
    .list({ service: 'ListPublicReservationDetail', key, start: 1, end: 1, filters: [svcid] })
    .catch((error: unknown) => {
      throw error instanceof UpstreamError && error.code === 'INFO-200' ? missing() : error;
    });
  const row = page.items[0];
  if (!row) throw missing();
  return Object.fromEntries(Object.entries(row).map(([field, value]) => [field, String(value)]));
}

export const reservePublicService = seoulTool({
  name: 'seoul_reserve_public_service',
  title: '공공서비스 예약 신청',
  description:
    '공공서비스 예약 신청: 서비스ID(SVCID)의 공공서비스를 예약합니다. 서비스상태가 접수중이고, 지금이 접수기간(RCPTBGNDT~RCPTENDDT) 안이며, 남은 자리가 인원(count) 이상이어야 합니다. 같은 서비스는 한 번만 예약할 수 있습니다.\n' +
    "Books a listed public service for the session's user when it is 접수중, within its reception window and has room.",
  input: z.object({
    KEY,
    SVCID,
    count: z
      .number()
      .int()
      .min(1)
      .max(10, 'count is 1–10 people per booking')
      .optional()
      .describe('예약 인원 (1~10, 기본값 1)'),
  }),
  output: ReservationsOutput.extend({
    reservation: Reservation,
    remaining: z.number().int().describe('예약 후 남은 자리'),
  }),
  kind: 'write',
  effect: 'add',
  generic: ['KEY'],
  async run(args, { client, state, now, updateUser }) {
    const row = await listing(client, args.KEY, args.SVCID);
    const count = args.count ?? 1;
    const active = state.user.reservations.filter((entry) => entry.status === '예약완료');
    if (active.some((entry) => entry.SVCID === args.SVCID)) {
      throw new ToolError(
        `SVCID ${args.SVCID} is already reserved; see seoul_list_my_reservations (cancel first to change it).`,
        {
          parameter: 'SVCID',
        },
      );
    }
    if (row.SVCSTATNM !== '접수중') {
      throw new ToolError(
        `SVCID ${args.SVCID} is ${row.SVCSTATNM || 'not open'}, not 접수중; pick a listing whose SVCSTATNM is 접수중.`,
        {
          parameter: 'SVCID',
        },
      );
    }
    const opens = parseReservationStamp(row.RCPTBGNDT ?? '');
    const closes = parseReservationStamp(row.RCPTENDDT ?? '');
    if (!opens || !closes || now < opens || now > closes) {
      throw new ToolError(
        `Reception for ${args.SVCID} runs ${row.RCPTBGNDT} – ${row.RCPTENDDT}; it is ${now.toISOString()} now, outside that window.`,
        { parameter: 'SVCID' },
      );
    }
    const { capacity, taken } = capacityOf(args.SVCID);
    const mine = active.filter((entry) => entry.SVCID === args.SVCID).reduce((sum, entry) => sum + entry.count, 0);
    const remaining = capacity - taken - mine;
    if (remaining < count) {
      throw new ToolError(
        `Only ${Math.max(0, remaining)} place(s) left for ${args.SVCID}; lower count or choose another listing.`,
        {
          parameter: 'count',
        },
      );
    }
    const reservation: Reservation = {
      reservationId: `R${args.SVCID.slice(-6)}-${state.user.reservations.length + 1}`,
      SVCID: args.SVCID,
      SVCNM: row.SVCNM ?? '',
      PLACENM: row.PLACENM ?? '',
      MAXCLASSNM: row.MAXCLASSNM ?? '',
      SVCOPNBGNDT: row.SVCOPNBGNDT ?? '',
      count,
      status: '예약완료',
      reservedAt: now.toISOString(),
    };
    const reservations = [...state.user.reservations, reservation];
    updateUser((user) => ({ ...user, reservations }));
    return { reservations, reservation, remaining: remaining - count };
  },
});

export const cancelReservation = seoulTool({
  name: 'seoul_cancel_reservation',
  title: '공공서비스 예약 취소',
  description:
    '공공서비스 예약 취소: 예약번호(reservationId)의 예약을 취소합니다. 취소 기준(REVSTDDAYNM 이용일, REVSTDDAY 일 전)까지만 취소할 수 있습니다.\n' +
    "Cancels one of the session user's reservations, up to the listing's cancellation deadline.",
  input: z.object({
    KEY,
    reservationId: z
      .string()
      .min(1, 'reservationId is required; list them with seoul_list_my_reservations')
      .describe('예약번호, e.g. R456789-1'),
  }),
  output: ReservationsOutput.extend({ reservation: Reservation }),
  kind: 'write',
  effect: 'remove',
  generic: ['KEY'],
  async run(args, { client, state, now, updateUser }) {
    const current = state.user.reservations.find((entry) => entry.reservationId === args.reservationId);
    if (current?.status !== '예약완료') {
      throw new ToolError(`No active reservation ${args.reservationId}; list them with seoul_list_my_reservations.`, {
        parameter: 'reservationId',
      });
    }
    const row = await listing(client, args.KEY, current.SVCID);
    const opens = parseReservationStamp(row.SVCOPNBGNDT ?? current.SVCOPNBGNDT);
    const days = Number(row.REVSTDDAY ?? '1') || 0;
    if (opens && now.getTime() > opens.getTime() - days * 86_400_000) {
      throw new ToolError(
        `${args.reservationId} can no longer be cancelled: cancellation closes ${days} day(s) before ${row.SVCOPNBGNDT} (${row.REVSTDDAYNM || '이용일'} 기준).`,
        { parameter: 'reservationId' },
      );
    }
    const reservation: Reservation = { ...current, status: '예약취소', cancelledAt: now.toISOString() };
    const reservations = state.user.reservations.map((entry) =>
      entry.reservationId === args.reservationId ? reservation : entry,
    );
    updateUser((user) => ({ ...user, reservations }));
    return { reservations, reservation };
  },
});

export const listMyReservations = seoulTool({
  name: 'seoul_list_my_reservations',
  title: '나의 공공서비스 예약 내역',
  description:
    "나의 공공서비스 예약 내역: 이 세션의 예약과 취소 내역.\nLists the session user's reservations, cancelled ones included.",
  input: z.object({}),
  output: ReservationsOutput,
  kind: 'read',
  run: (_args, { state }) => ({ reservations: [...state.user.reservations] }),
});

export const MY_RESERVATION_TOOLS = [reservePublicService, cancelReservation, listMyReservations];
