// Traffic operations of the emulated data.ex.co.kr: tollbooth volumes of the latest complete hour
// (~80 minutes behind the clock), national daily totals, and the 5-minute conzone snapshot.

import { isValidYmd, kst, WINDOW_START } from '../data/calendar.ts';
import { conzoneState, slotOf, slotStart } from '../data/conzones.ts';
import { EX_DIV_NAMES, nationalRows, slotVolumes } from '../data/traffic.ts';
import { ExStatus, optional, requiredMatching, UNIT_CODE, YMD } from './sim-params.ts';
import type { Handler, Row } from './sim-reference.ts';

/** trafficIc's newest hour is the one that started at least this long before the clock. */
export const TRAFFIC_IC_LAG_MINUTES = 80;

const IN_OUT_NAMES = ['입구', '출구'] as const;
const TCS_NAMES = ['TCS', '하이패스'] as const;

/**
 * trafficIc: per tollbooth, direction, TCS/하이패스 and car type, for the latest complete hour
 * (tmType 1) or its four quarters (tmType 2). The emulation honours inOutType; the live API has been
 * seen returning both directions anyway, so the client filters again.
 */
const trafficIc: Handler = (params, view) => {
  const tmType = requiredMatching(params, 'tmType', /^[12]$/) === '1' ? 1 : 2;
  const exDivCode = optional(params, 'exDivCode', /^\d{2}$/) ?? '00';
  const unitCode = optional(params, 'unitCode', UNIT_CODE);
  const inOutType = optional(params, 'inOutType', /^[01]$/);
  const tcsType = optional(params, 'tcsType', /^[12]$/);
  const carType = optional(params, 'carType', /^[1-6]$/);
  if (exDivCode !== '00') throw new ExStatus('NO_DATA', `exDivCode ${exDivCode}`);
  const reference = kst(new Date(view.now.getTime() - TRAFFIC_IC_LAG_MINUTES * 60_000));
  const daily = view.dailyRows(reference.ymd);
  const units = unitCode ? [view.units.get(unitCode)].filter((unit) => unit !== undefined) : view.units.rows();
  if (units.length === 0) throw new ExStatus('NO_DATA', `unitCode ${unitCode}`);
  const volumeOf = new Map(daily.map((row) => [`${row.unitCode}:${row.inoutType}`, row.trafficAmout]));
  const rows: Row[] = [];
  for (const unit of units) {
    const perDirection = ([0, 1] as const).map((inout) =>
      slotVolumes({
        context: view.dataset.traffic,
        unitCode: unit.unitCode,
        ymd: reference.ymd,
        hour: reference.hour,
        inoutType: inout,
        daily: volumeOf.get(`${unit.unitCode}:${inout}`) ?? 0,
        tmType,
      }).map((slot) => ({ ...slot, inout })),
    );
    const slots = perDirection.flat().sort((a, b) => (a.sumTm < b.sumTm ? -1 : a.sumTm > b.sumTm ? 1 : 0));
    for (const slot of slots) {
      if (inOutType && String(slot.inout) !== inOutType) continue;
      if (tcsType && String(slot.tcsType) !== tcsType) continue;
      if (carType && String(slot.carType) !== carType) continue;
      rows.push({
        sumDate: reference.ymd,
        sumTm: slot.sumTm,
        unitCode: `${unit.unitCode} `,
        unitName: unit.unitName,
        exDivCode,
        exDivName: EX_DIV_NAMES[exDivCode] ?? '',
        inoutType: String(slot.inout),
        inoutName: IN_OUT_NAMES[slot.inout],
        tmType: String(tmType),
        tmName: tmType === 1 ? '1시간' : '15분',
        tcsType: String(slot.tcsType),
        tcsName: TCS_NAMES[slot.tcsType - 1],
        carType: String(slot.carType),
        trafficAmout: String(slot.volume),
      });
    }
  }
  return { rows };
};

/** nationalTrafficVolumn: one day's totals per operator, TCS/하이패스 and car type; days before today only. */
const nationalTrafficVolumn: Handler = (params, view) => {
  const sumDate = requiredMatching(params, 'sumDate', YMD);
  if (!isValidYmd(sumDate)) throw new ExStatus('INVALID_PARAMETER_VALUE', 'sumDate');
  const exDivCode = optional(params, 'exDivCode', /^\d{2}$/);
  if (sumDate >= view.today || sumDate < WINDOW_START) throw new ExStatus('NO_DATA', `sumDate ${sumDate}`);
  const entries = view
    .dailyRows(sumDate)
    .filter((row) => row.inoutType === '0')
    .reduce((sum, row) => sum + row.trafficAmout, 0);
  const rows = nationalRows(view.dataset.traffic, sumDate, entries).filter(
    (row) => exDivCode === undefined || row.exDivCode === exDivCode,
  );
  if (rows.length === 0) throw new ExStatus('NO_DATA', `exDivCode ${exDivCode}`);
  return { rows };
};

/**
 * trafficAmountByRealtime: every detector of every conzone in the last complete 5-minute slot, in
 * one answer. The live API ignores filters here; callers filter the snapshot themselves.
 */
const trafficAmountByRealtime: Handler = (_params, view) => {
  const slot = slotOf(view.now) - 1;
  const when = kst(slotStart(slot));
  const stdHour = `${String(when.hour).padStart(2, '0')}${String(when.minute).padStart(2, '0')}`;
  const rows: Row[] = [];
  for (const zone of view.dataset.conzones()) {
    zone.vdsIds.forEach((vdsId, detector) => {
      const state = conzoneState(zone, slot, detector);
      rows.push({
        stdDate: when.ymd,
        stdHour,
        vdsId,
        conzoneId: zone.conzoneId,
        conzoneName: zone.conzoneName,
        routeNo: zone.routeNo,
        routeName: zone.routeName,
        updownTypeCode: zone.updownTypeCode,
        speed: String(state.speed),
        trafficAmout: String(state.trafficAmout),
        shareRatio: String(state.shareRatio),
        timeAvg: String(state.timeAvg),
        grade: state.grade,
      });
    });
  }
  return { rows };
};

export const TRAFFIC_HANDLERS: Record<string, Handler> = {
  'trafficapi/trafficIc': trafficIc,
  'trafficapi/nationalTrafficVolumn': nationalTrafficVolumn,
  'odtraffic/trafficAmountByRealtime': trafficAmountByRealtime,
};
