// 관심 장소 (saved places) in the session's `user` state. The portal has no such API, but a resident
// planning visits would keep one; each save is checked against the live service data first (the
// place must exist, by exact name, in that 시군, and must not be closed).
import { ToolError, UpstreamError } from '@kopa/kit';
import { z } from 'zod';
import { findSigun } from '../data/sigun.ts';
import { KEY, SavedPlace, SIGUN_NM } from '../schemas.ts';
import { PLACE_SERVICES, SERVICES, type ServiceName, type ServiceSpec } from '../services.ts';
import type { GgItem } from '../upstream/client.ts';
import { ggTool } from './tool.ts';

const MAX_PLACES = 100;

/** The list tool that finds a place's exact name, for the next-step hints. */
const FINDER: Partial<Record<ServiceName, string>> = {
  GENRESTRT: 'gyeonggi_list_restaurants',
  RegionMnyFacltStus: 'gyeonggi_list_local_currency_merchants',
  PublicTrainingFacilitySoccer: 'gyeonggi_list_soccer_fields',
  PublicSwimmingPool: 'gyeonggi_list_swimming_pools',
  GolfPlace: 'gyeonggi_list_golf_courses',
  ParmacyInfo: 'gyeonggi_list_pharmacies',
  TBGGIBLLBR: 'gyeonggi_list_libraries',
  ParkingPlace: 'gyeonggi_list_parking_lots',
  ChildHouse: 'gyeonggi_list_childcare_centers',
  Animalhosptl: 'gyeonggi_list_animal_hospitals',
  ChildNightTreatHosptl: 'gyeonggi_list_child_night_clinics',
};

const service = z
  .enum(PLACE_SERVICES as [ServiceName, ...ServiceName[]])
  .describe('장소를 찾을 서비스, e.g. GENRESTRT (일반음식점), ParmacyInfo (약국), TBGGIBLLBR (도서관)');
const name = z.string().trim().min(1, 'name is required').describe('서비스에 적힌 정확한 이름, e.g. 가보정');

const isClosed = (row: GgItem) =>
  row.BSN_STATE_NM === '폐업' || row.LEAD_TAX_MAN_STATE === '폐업자' || row.FACLT_STATE_NM === '폐업';

const text = (row: GgItem, field: string) => String(row[field] ?? '');
const addressOf = (row: GgItem) =>
  ['REFINE_ROADNM_ADDR', 'LOCPLC_ROADNM_ADDR', 'LOCPLC_ADDR', 'REFINE_LOTNO_ADDR', 'LOCPLC_LOTNO_ADDR']
    .map((field) => text(row, field))
    .find((value) => value !== '') ?? '';

const Output = z.object({
  savedPlaces: z.array(SavedPlace).describe('관심 장소 목록 (저장한 순서)'),
  changed: z.boolean().describe('false when the call changed nothing'),
});

export const savePlace = ggTool({
  name: 'gyeonggi_save_place',
  title: '관심 장소 저장',
  description:
    '관심 장소 저장: 서비스(예: GENRESTRT, ParmacyInfo)의 장소를 정확한 이름과 시군으로 확인한 뒤 이 세션의 관심 장소 목록에 추가합니다. 폐업한 곳은 저장하지 않으며, 같은 이름이 여럿이면 address(주소 일부)로 고릅니다.\n' +
    "Saves a place (checked by exact name and 시군 against the service's data; closed places are refused) to the session's saved places.",
  input: z.object({
    KEY,
    service,
    name,
    SIGUN_NM,
    address: z.string().trim().min(1).optional().describe('같은 이름이 여럿일 때 고를 주소 일부, e.g. 인계동'),
    memo: z
      .string()
      .max(200, 'memo is at most 200 characters')
      .optional()
      .describe('메모 (200자 이내), e.g. 토요일 저녁 예약'),
  }),
  output: Output.extend({ place: SavedPlace }),
  kind: 'write',
  effect: 'add',
  generic: ['KEY'],
  async run(args, { client, state, now, updateUser }) {
    const spec: ServiceSpec = SERVICES[args.service];
    const field = spec.nameField ?? 'BIZPLC_NM';
    const finder = FINDER[args.service] ?? 'the list tool';
    const notFound = () =>
      new ToolError(
        `${spec.title} (${args.service}) has no place named exactly "${args.name}" in ${args.SIGUN_NM}; find the exact name with ${finder}.`,
        {
          parameter: 'name',
        },
      );
    let rows: GgItem[];
    try {
      rows = (
        await client.list(args.service, { KEY: args.KEY, SIGUN_NM: args.SIGUN_NM, [field]: args.name, pSize: 1000 })
      ).items;
    } catch (error) {
      if (error instanceof UpstreamError && error.kind === 'no_data') throw notFound();
      throw error;
    }
    const exact = rows.filter(
      (row) =>
        text(row, field) === args.name &&
        (!args.address ||
          addressOf(row).includes(args.address) ||
          text(row, 'REFINE_LOTNO_ADDR').includes(args.address)),
    );
    if (exact.length === 0) throw notFound();
    const open = exact.filter((row) => !isClosed(row));
    if (open.length === 0) {
      throw new ToolError(
        `"${args.name}" in ${args.SIGUN_NM} is closed (폐업) in ${args.service}; only open places can be saved.`,
        { parameter: 'name' },
      );
    }
    if (open.length > 1) {
      const options = open.slice(0, 5).map(addressOf).join(' / ');
      throw new ToolError(
        `${open.length} open places are named "${args.name}" in ${args.SIGUN_NM} (${options}); pass address to pick one.`,
        {
          parameter: 'address',
        },
      );
    }
    const row = open[0] as GgItem;
    const place: SavedPlace = {
      service: args.service,
      name: args.name,
      SIGUN_NM: args.SIGUN_NM,
      SIGUN_CD: text(row, 'SIGUN_CD') || (findSigun(args.SIGUN_NM)?.code ?? ''),
      address: addressOf(row),
      REFINE_WGS84_LAT: text(row, 'REFINE_WGS84_LAT'),
      REFINE_WGS84_LOGT: text(row, 'REFINE_WGS84_LOGT'),
      memo: args.memo ?? '',
      savedAt: now.toISOString(),
    };
    const current = state.user.savedPlaces;
    const existing = current.find(
      (saved) => saved.service === place.service && saved.name === place.name && saved.SIGUN_NM === place.SIGUN_NM,
    );
    if (existing) return { savedPlaces: [...current], changed: false, place: existing };
    if (current.length >= MAX_PLACES) {
      throw new ToolError(
        `At most ${MAX_PLACES} places can be saved; remove one with gyeonggi_remove_saved_place first.`,
      );
    }
    const savedPlaces = [...current, place];
    updateUser((user) => ({ ...user, savedPlaces }));
    return { savedPlaces, changed: true, place };
  },
});

export const removeSavedPlace = ggTool({
  name: 'gyeonggi_remove_saved_place',
  title: '관심 장소 삭제',
  description:
    '관심 장소 삭제: 서비스와 이름(같은 이름이 여러 시군에 있으면 SIGUN_NM도)으로 관심 장소를 뺍니다.\nRemoves a saved place by service and name (and SIGUN_NM when the name is saved in several 시군).',
  input: z.object({ service, name, SIGUN_NM: SIGUN_NM.optional() }),
  output: Output,
  kind: 'write',
  effect: 'remove',
  run(args, { state, updateUser }) {
    const current = state.user.savedPlaces;
    const hits = current.filter(
      (saved) =>
        saved.service === args.service &&
        saved.name === args.name &&
        (!args.SIGUN_NM || saved.SIGUN_NM === args.SIGUN_NM),
    );
    if (hits.length === 0) {
      throw new ToolError(
        `"${args.name}" (${args.service}) is not a saved place; read the list with gyeonggi_list_saved_places.`,
        { parameter: 'name' },
      );
    }
    if (hits.length > 1) {
      throw new ToolError(
        `"${args.name}" is saved in ${hits.map((hit) => hit.SIGUN_NM).join(', ')}; pass SIGUN_NM to pick one.`,
        {
          parameter: 'SIGUN_NM',
        },
      );
    }
    const savedPlaces = current.filter((saved) => saved !== hits[0]);
    updateUser((user) => ({ ...user, savedPlaces }));
    return { savedPlaces, changed: true };
  },
});

export const listSavedPlaces = ggTool({
  name: 'gyeonggi_list_saved_places',
  title: '관심 장소 조회',
  description: "관심 장소 조회: 이 세션에 저장한 관심 장소 목록.\nReads the session's saved places.",
  input: z.object({}),
  output: Output,
  kind: 'read',
  run: (_args, { state }) => ({ savedPlaces: [...state.user.savedPlaces], changed: false }),
});

export const SAVED_PLACE_TOOLS = [savePlace, removeSavedPlace, listSavedPlaces];
