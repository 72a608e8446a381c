// What one soak session is: its own injected state (clock, API key, saved locations, price alerts),
// the calls it makes, the state it must end with, and how to tell its entries from another
// session's. Every entry a session owns carries its index, so a leak is visible wherever it lands.
import { createHash } from 'node:crypto';

/** The platforms the soak drives: one key-less (kma) and one keyed (krx) write surface. */
export const SOAK_PLATFORMS = ['kma', 'krx'] as const;
export type SoakPlatform = (typeof SOAK_PLATFORMS)[number];

export interface SoakCall {
  platform: SoakPlatform;
  name: string;
  args: Record<string, unknown>;
}

const BASE_MS = Date.parse('2026-09-01T10:00:00+09:00');
const HOUR_MS = 3_600_000;
const KST_MS = 9 * HOUR_MS;
const REGIONS = ['서울 종로구', '부산 해운대구', '대구 중구', '서울 강남구'];
const CODE = '005930';

/** Session `index`'s frozen clock: one hour earlier per index, so that neighbours differ. */
export function sessionClock(index: number): string {
  const shifted = new Date(BASE_MS - index * HOUR_MS + KST_MS).toISOString();
  return `${shifted.slice(0, 19)}+09:00`;
}

/** The KST day (YYYYMMDD) of session `index`'s clock: what krx stamps on an alert it adds. */
export function sessionDay(index: number): string {
  return sessionClock(index).slice(0, 10).replaceAll('-', '');
}

/** Session `index`'s own KRX key: the emulated upstream accepts no other key for it. */
export function sessionKey(index: number): string {
  return createHash('sha256').update(`kopa-soak-key:${index}`).digest('hex').slice(0, 40).toUpperCase();
}

const location = (name: string) => ({
  name,
  nx: 60,
  ny: 127,
  lat: 37.570378,
  lon: 126.981642,
  code: '1111000000',
  region: '서울특별시 종로구',
});
const alertId = (direction: 'above' | 'below', price: number) => `${CODE}-${direction}-${price}`;
/** Target prices encode the owner: below i+1 (injected), above 1,000,000+i and 2,000,000+i (added). */
const injectedAlert = (index: number) => alertId('below', index + 1);
const keptAlert = (index: number) => alertId('above', 1_000_000 + index);
const droppedAlert = (index: number) => alertId('above', 2_000_000 + index);
const place = (index: number, suffix: 'init' | 'a' | 'b' | 'c') => `s${index}-${suffix}`;

/** The state POST /admin/sessions gets for session `index`. */
export function initialState(index: number): Record<SoakPlatform, unknown> {
  const clock = { now: sessionClock(index) };
  return {
    kma: { clock, user: { savedLocations: [location(place(index, 'init'))] } },
    krx: {
      clock,
      credentials: { key: sessionKey(index) },
      user: {
        priceAlerts: [
          {
            alertId: injectedAlert(index),
            srtnCd: CODE,
            itmsNm: '삼성전자',
            mrktCtg: 'KOSPI',
            targetPrice: index + 1,
            direction: 'below',
            createdOn: sessionDay(index),
          },
        ],
      },
    },
  };
}

/**
 * The session's tool calls, phase by phase; the calls of one phase are fired at once (several
 * writes of one session in flight together, so that a lost update has a chance to happen).
 */
export function sessionPhases(index: number): SoakCall[][] {
  const serviceKey = sessionKey(index);
  const region = (offset: number) => REGIONS[(index + offset) % REGIONS.length];
  const addAlert = (price: number) => ({
    platform: 'krx' as const,
    name: 'krx_add_price_alert',
    args: { serviceKey, srtnCd: CODE, targetPrice: price, direction: 'above' },
  });
  const save = (suffix: 'a' | 'b' | 'c', offset: number) => ({
    platform: 'kma' as const,
    name: 'kma_save_location',
    args: { name: place(index, suffix), region: region(offset) },
  });
  const reads: SoakCall[] = [
    { platform: 'kma', name: 'kma_list_saved_locations', args: {} },
    { platform: 'krx', name: 'krx_list_price_alerts', args: {} },
  ];
  return [
    reads,
    [save('a', 0), save('b', 1), save('c', 2), addAlert(1_000_000 + index), addAlert(2_000_000 + index)],
    [
      { platform: 'kma', name: 'kma_remove_location', args: { name: place(index, 'init') } },
      { platform: 'kma', name: 'kma_remove_location', args: { name: place(index, 'b') } },
      { platform: 'krx', name: 'krx_remove_price_alert', args: { alertId: injectedAlert(index) } },
      { platform: 'krx', name: 'krx_remove_price_alert', args: { alertId: droppedAlert(index) } },
    ],
    reads,
  ];
}

export interface Expected {
  locations: string[];
  alerts: string[];
}

/** What each read phase must see, and (the last) what the session must end with. */
export function expectedAfterPhase(index: number, phase: number): Expected | undefined {
  if (phase === 0) return { locations: [place(index, 'init')], alerts: [injectedAlert(index)] };
  if (phase === 3) return { locations: [place(index, 'a'), place(index, 'c')], alerts: [keptAlert(index)] };
  return undefined;
}

export const FINAL_PHASE = 3;

const PLACE = /\bs(\d+)-(?:init|a|b|c)\b/g;
const ALERT = new RegExp(`\\b${CODE}-(above|below)-(\\d+)\\b`, 'g');

/** The session indexes whose entries appear anywhere in `value` (a result, a state, a log entry). */
export function ownersIn(value: unknown): number[] {
  const text = JSON.stringify(value) ?? '';
  const owners: number[] = [];
  for (const match of text.matchAll(PLACE)) owners.push(Number(match[1]));
  for (const match of text.matchAll(ALERT)) {
    const price = Number(match[2]);
    owners.push(match[1] === 'below' ? price - 1 : price % 1_000_000);
  }
  return owners;
}

/** Entries that `actual` should and should not hold: a missing or doubled one is a lost update. */
export function lostUpdates(options: { expected: readonly string[]; actual: readonly string[] }): string[] {
  const problems: string[] = [];
  for (const entry of new Set([...options.expected, ...options.actual])) {
    const want = options.expected.filter((item) => item === entry).length;
    const got = options.actual.filter((item) => item === entry).length;
    if (want !== got) problems.push(`${entry} ×${got}, expected ×${want}`);
  }
  return problems;
}

/** A call as the call log keeps it, comparable with what was sent (the auth parameter masked). */
export function callSignature(call: { platform: string; tool?: string; name?: string; args: unknown }): string {
  const { serviceKey: _masked, ...args } = (call.args ?? {}) as Record<string, unknown>;
  const sorted = Object.fromEntries(Object.entries(args).sort(([a], [b]) => a.localeCompare(b)));
  return `${call.platform}/${call.tool ?? call.name} ${JSON.stringify(sorted)}`;
}
