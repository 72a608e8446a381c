import { defineRecipe } from '../../src/recipe.ts';
import { readPage } from '../read-all.ts';

type Listing = { SVCID: string; SVCNM: string; SVCSTATNM: string; AREANM: string; PLACENM: string };
type Booked = { reservation: { reservationId: string } };

export default defineRecipe({
  id: 'traffic-020',
  domain: 'traffic',
  type: 'Seq',
  query:
    '서초구에 지금 접수 받고 있는 테니스장 있으면 2명으로 예약 좀 해 주세요. 어디 무슨 프로그램으로 잡혔는지랑 예약번호도 알려 주시고요.',
  platforms: ['seoul'],
  distractors: [
    'seoul_list_public_reservations',
    'seoul_get_public_reservation_detail',
    'seoul_list_my_reservations',
    'seoul_cancel_reservation',
    'seoul_list_institution_reservations',
  ],
  async plan(context) {
    const key = await context.key('seoul');
    const listings = await readPage(context, 'seoul_list_sport_reservations', { MINCLASSNM: '테니스장' }, [key]);
    const open = (listings.items as unknown as Listing[]).filter(
      (row) => row.SVCSTATNM === '접수중' && row.AREANM === '서초구',
    );
    const target = open[0];
    if (!target || open.length !== 1) throw new Error('traffic-020 expects one open court in 서초구');
    const booked = await context.call<Booked>(
      'seoul_reserve_public_service',
      { SVCID: target.SVCID, count: 2 },
      { after: listings.refs },
    );
    return {
      facts: [
        { value: target.PLACENM, kind: 'text' },
        { value: target.SVCNM, kind: 'text' },
        { value: booked.output.reservation.reservationId, kind: 'text', subject: target.PLACENM },
      ],
    };
  },
});
