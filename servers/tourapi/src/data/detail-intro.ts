// detailIntro2's fields, which differ per content type (the real field names of TourAPI 4.0's 소개정보), with
// values generated from the content: hours, closing days, fees, parking, and for festivals the event dates.
import { createRng, hashSeed, type Rng } from '@kopa/kit';
import type { ContentRow } from './content-row.ts';
import { formatDate } from './detail-common.ts';
import { withCommas } from './format.ts';
import { fee, shortName } from './places.ts';
import { sigunguOf } from './reference.ts';

type Fields = Record<string, string>;

const HOURS = ['09:00~18:00', '09:00~18:00 (입장마감 17:00)', '10:00~17:00', '상시 개방', '09:30~17:30 (동절기 16:30)'];
const REST = ['매주 월요일', '연중무휴', '1월 1일, 설날 및 추석 당일', '매주 월요일 (공휴일인 경우 다음날)'];
const PARKING = ['가능', '가능 (무료)', '가능 (유료)', '불가', '가능 (소형 30대)'];
const YES_NO = ['가능', '불가', '없음'];

export function introFields(options: { seed: string; row: ContentRow }): Fields {
  const { row } = options;
  const rng = createRng(hashSeed(options.seed, 'intro', row.contentid));
  const base = { contentid: row.contentid, contenttypeid: row.contenttypeid };
  const tel = row.tel;
  switch (row.contenttypeid) {
    case '12':
      return {
        ...base,
        accomcount: rng.chance(0.5) ? `${withCommas(rng.int(1, 50) * 100)}명` : '',
        chkbabycarriage: rng.pick(YES_NO),
        chkcreditcard: rng.pick(YES_NO),
        chkpet: rng.pick(['불가', '가능', '불가']),
        expagerange: rng.pick(['', '전연령', '7세 이상']),
        expguide: rng.chance(0.3) ? '문화관광해설사 상시 운영 (사전 예약 시 단체 해설 가능)' : '',
        heritage1: row.lclsSystm1 === 'HS' && rng.chance(0.3) ? '1' : '0',
        heritage2: '0',
        heritage3: '0',
        infocenter: tel,
        opendate: '',
        parking: rng.pick(PARKING),
        restdate: row.lclsSystm1 === 'NA' ? '연중무휴' : rng.pick(REST),
        useseason: rng.pick(['사계절', '봄, 여름, 가을', '']),
        usetime: rng.pick(HOURS),
      };
    case '14':
      return {
        ...base,
        accomcountculture: `${withCommas(rng.int(1, 30) * 50)}명`,
        chkbabycarriageculture: rng.pick(YES_NO),
        chkcreditcardculture: rng.pick(YES_NO),
        chkpetculture: '불가',
        discountinfo: rng.chance(0.5) ? '단체(20인 이상) 20% 할인' : '',
        infocenterculture: tel,
        parkingculture: rng.pick(PARKING),
        parkingfee: rng.pick(['무료', '최초 30분 1,000원', '']),
        restdateculture: rng.pick(REST),
        usefee: fee(rng),
        usetimeculture: rng.pick(HOURS),
        scale: rng.chance(0.5) ? `연면적 ${withCommas(rng.int(5, 200) * 100)}㎡` : '',
        spendtime: rng.pick(['1시간', '1~2시간', '30분']),
      };
    case '15':
      return festivalIntro({ rng, row, base });
    case '25':
      return {
        ...base,
        distance: `${rng.int(3, 60)}km`,
        infocentertourcourse: sigunguOf(row.areacode, row.sigungucode)?.province.tel
          ? `${sigunguOf(row.areacode, row.sigungucode)?.province.tel}-120`
          : '',
        schedule: '',
        taketime: rng.pick(['당일', '반나절', '1박2일']),
        theme: row.lclsSystm3 ? row.title.replace(/\s*코스$/, '') : '',
      };
    case '28':
      return {
        ...base,
        accomcountleports: `${rng.int(10, 300)}명`,
        chkbabycarriageleports: rng.pick(YES_NO),
        chkcreditcardleports: '가능',
        chkpetleports: rng.pick(['불가', '가능']),
        expagerangeleports: rng.pick(['전연령', '만 7세 이상', '초등학생 이상']),
        infocenterleports: tel,
        openperiod: rng.pick(['연중', '3월~11월', '12월~2월']),
        parkingfeeleports: rng.pick(['무료', '1일 5,000원']),
        parkingleports: rng.pick(PARKING),
        reservation: rng.pick(['전화 예약', '홈페이지 예약', '현장 접수']),
        restdateleports: rng.pick(REST),
        scaleleports: '',
        usefeeleports: fee(rng),
        usetimeleports: rng.pick(HOURS),
      };
    case '32':
      return lodgingIntro({ rng, row, base });
    case '38':
      return {
        ...base,
        chkbabycarriageshopping: rng.pick(YES_NO),
        chkcreditcardshopping: '가능',
        chkpetshopping: '불가',
        culturecenter: '',
        fairday:
          row.lclsSystm3 === 'SH060100'
            ? rng.pick(['매월 1, 6일', '매월 2, 7일', '매월 3, 8일', '매월 4, 9일', '매월 5, 10일'])
            : '',
        infocentershopping: tel,
        opendateshopping: '',
        opentime: rng.pick(['09:00~20:00', '10:00~21:00', '07:00~19:00']),
        parkingshopping: rng.pick(PARKING),
        restdateshopping: rng.pick(['연중무휴', '매월 둘째, 넷째 일요일', '설날 및 추석 당일']),
        restroom: rng.pick(['있음', '없음']),
        saleitem: rng.pick(['농산물, 수산물, 건어물', '지역 특산품, 기념품', '의류, 잡화, 먹거리']),
        saleitemcost: '',
        scaleshopping: '',
        shopguide: '',
      };
    case '39':
      return {
        ...base,
        chkcreditcardfood: '가능',
        discountinfofood: '',
        firstmenu: row.title.replace(/^(원조|.*\s)/, '') || '정식',
        infocenterfood: tel,
        kidsfacility: rng.chance(0.3) ? '1' : '0',
        lcnsno: String(rng.int(10_000_000, 99_999_999)),
        opendatefood: '',
        opentimefood: rng.pick(['10:00~21:00', '11:00~22:00 (브레이크타임 15:00~17:00)', '07:00~20:00']),
        packing: rng.pick(['가능', '불가']),
        parkingfood: rng.pick(PARKING),
        reservationfood: rng.pick(['가능', '불가']),
        restdatefood: rng.pick(['연중무휴', '매주 월요일', '매주 화요일', '명절 당일']),
        scalefood: `${rng.int(20, 200)}석`,
        seat: `${rng.int(20, 200)}`,
        smoking: '금연',
        treatmenu: `${row.title.replace(/^원조/, '')}, 공기밥, 음료`,
      };
    default:
      return base;
  }
}

function festivalIntro(options: { rng: Rng; row: ContentRow; base: Fields }): Fields {
  const { rng, row, base } = options;
  const sigungu = sigunguOf(row.areacode, row.sigungucode);
  const host = sigungu ? `${sigungu.name}` : '';
  return {
    ...base,
    agelimit: rng.pick(['연령제한없음', '전연령 관람가', '8세 이상']),
    bookingplace: rng.chance(0.3) ? '현장 구매 및 온라인 예매' : '',
    discountinfofestival: '',
    eventenddate: row.eventenddate,
    eventhomepage: '',
    eventplace: row.addr1.split(' ').slice(2).join(' ') || row.addr1,
    eventstartdate: row.eventstartdate,
    festivalgrade: row.lclsSystm3 === 'EV010100' ? '문화관광축제' : '',
    placeinfo: `${formatDate(row.eventstartdate)} ~ ${formatDate(row.eventenddate)}, ${row.addr1} 일원`,
    playtime: rng.pick(['10:00~22:00', '11:00~21:00', '19:30 (120분)', '10:00~18:00']),
    program: '개막식, 주제 공연, 체험 부스, 지역 먹거리 장터',
    spendtimefestival: rng.pick(['2시간', '반나절', '120분']),
    sponsor1: host,
    sponsor1tel: row.tel,
    sponsor2: sigungu ? `${shortName(sigungu)}문화관광재단` : '',
    sponsor2tel: '',
    subevent: rng.chance(0.5) ? '포토존, 버스킹 공연' : '',
    usetimefestival: rng.chance(0.55) ? '무료' : `성인 ${withCommas(rng.int(2, 40) * 500)}원`,
  };
}

function lodgingIntro(options: { rng: Rng; row: ContentRow; base: Fields }): Fields {
  const { rng, row, base } = options;
  const flag = () => (rng.chance(0.3) ? '1' : '0');
  return {
    ...base,
    accomcountlodging: `${rng.int(2, 8)}명`,
    barbecue: flag(),
    beauty: '0',
    beverage: flag(),
    bicycle: flag(),
    campfire: flag(),
    checkintime: rng.pick(['15:00', '14:00', '16:00']),
    checkouttime: rng.pick(['11:00', '12:00']),
    chkcooking: rng.pick(['가능', '불가']),
    fitness: flag(),
    foodplace: rng.chance(0.4) ? '레스토랑, 카페' : '',
    infocenterlodging: row.tel,
    karaoke: '0',
    parkinglodging: rng.pick(PARKING),
    pickup: rng.pick(['불가', '가능 (사전 문의)']),
    publicbath: '0',
    publicpc: flag(),
    reservationlodging: row.tel,
    reservationurl: '',
    roomcount: String(rng.int(3, 300)),
    roomtype: rng.pick(['스탠다드, 디럭스, 스위트', '온돌, 침대', '복층, 독채']),
    sauna: '0',
    scalelodging: '',
    seminar: flag(),
    sports: '0',
    subfacility: rng.pick(['바비큐장, 개별 테라스', '수영장, 피트니스', '세미나실, 카페', '']),
    refundregulation: '이용일 3일 전까지 전액 환불',
  };
}
