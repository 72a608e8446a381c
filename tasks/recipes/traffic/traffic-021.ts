import { defineRecipe } from '../../src/recipe.ts';
import { readPage } from '../read-all.ts';

type Mine = { reservationId: string; SVCID: string; SVCNM: string; PLACENM: string; count: number; status: string };
type Listing = { SVCID: string; SVCNM: string; SVCSTATNM: string; AREANM: string; PLACENM: string };
type Booked = { reservation: { reservationId: string } };

export default defineRecipe({
  id: 'traffic-021',
  domain: 'traffic',
  type: 'Cond',
  query:
    '여의도 족구장 예약해 둔 거 있잖아요, 그거 취소해 주시고 취소가 되면 같은 구에서 지금 접수 중인 풋살장으로 같은 인원수 그대로 새로 예약해 주세요. 새 예약번호도 알려 주세요.',
  platforms: ['seoul'],
  state: {
    seoul: {
      user: {
        reservations: [
          {
            reservationId: 'R706461-1',
            SVCID: 'S260803284706461',
            SVCNM: '족구장 야간 대관',
            PLACENM: '여의도한강공원',
            MAXCLASSNM: '체육시설',
            SVCOPNBGNDT: '2026-09-24 00:00:00.0',
            count: 6,
            status: '예약완료',
            reservedAt: '2026-08-25T11:20:00.000Z',
          },
        ],
      },
    },
  },
  distractors: [
    'seoul_list_public_reservations',
    'seoul_get_public_reservation_detail',
    'seoul_list_institution_reservations',
  ],
  async plan(context) {
    const key = await context.key('seoul');
    const mine = await context.call<{ reservations: Mine[] }>('seoul_list_my_reservations', {}, { after: [key] });
    const old = mine.output.reservations.find((row) => row.PLACENM === '여의도한강공원' && row.status === '예약완료');
    if (!old) throw new Error('traffic-021: no booking to cancel');
    const cancelled = await context.call(
      'seoul_cancel_reservation',
      { reservationId: old.reservationId },
      { after: [mine] },
    );
    // Only after the cancel went through; the district comes from the cancelled booking's place.
    const listings = await readPage(context, 'seoul_list_sport_reservations', { MINCLASSNM: '풋살장' }, [
      mine,
      cancelled,
    ]);
    const open = (listings.items as unknown as Listing[]).filter(
      (row) => row.SVCSTATNM === '접수중' && row.AREANM === '영등포구',
    );
    const target = open[0];
    if (!target || open.length !== 1) throw new Error('traffic-021 expects one open futsal court in 영등포구');
    const booked = await context.call<Booked>(
      'seoul_reserve_public_service',
      { SVCID: target.SVCID, count: old.count },
      { after: [mine, ...listings.refs] },
    );
    return {
      facts: [
        { value: target.SVCNM, kind: 'text' },
        { value: booked.output.reservation.reservationId, kind: 'text', subject: target.PLACENM },
      ],
    };
  },
});
