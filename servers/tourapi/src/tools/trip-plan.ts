// 여행 계획 (trip plan) kept in the session's `user` state: contents placed on the days of a trip, each checked
// against TourAPI. Ordered by day, then by the order they were added.
import { ToolError } from '@kopa/kit';
import { z } from 'zod';
import { contentId, PlanItem, serviceKey } from '../schemas.ts';
import { existingContent } from './saved.ts';
import { tourTool } from './tool.ts';

const day = z
  .number()
  .int()
  .min(1, 'day starts at 1')
  .max(30, 'a trip plan has at most 30 days')
  .describe('여행 일차 (1~30)');

const PlanOutput = z.object({
  tripPlan: z.array(PlanItem).describe('일차순 여행 계획'),
  changed: z.boolean().describe('false when the call changed nothing'),
});

type Plan = z.infer<typeof PlanItem>[];

function ordered(plan: Plan): Plan {
  return plan
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.day - b.item.day || a.index - b.index)
    .map(({ item }) => item);
}

export const addPlanItem = tourTool({
  name: 'tourapi_add_plan_item',
  title: '여행 계획 추가',
  description:
    '여행 계획 추가: contentId의 관광정보를 여행 day일차 일정에 넣습니다 (같은 날 같은 콘텐츠는 한 번만). contentId는 TourAPI에서 확인합니다.\n' +
    "Adds a content to day N of the session's trip plan; the contentId is checked against TourAPI.",
  input: z.object({
    serviceKey,
    contentId,
    day,
    memo: z.string().max(200).optional().describe('메모, e.g. 오전 방문'),
  }),
  output: PlanOutput.extend({ title: z.string().describe('추가한 콘텐츠의 제목') }),
  kind: 'write',
  effect: 'add',
  generic: ['serviceKey'],
  async run(args, { client, state, updateUser }) {
    const content = await existingContent({ client, serviceKey: args.serviceKey, contentId: args.contentId });
    const current = state.user.tripPlan;
    if (current.some((item) => item.day === args.day && item.contentid === args.contentId)) {
      return { tripPlan: ordered(current), changed: false, title: content.title ?? '' };
    }
    const tripPlan = ordered([...current, { day: args.day, contentid: args.contentId, memo: args.memo ?? '' }]);
    updateUser((user) => ({ ...user, tripPlan }));
    return { tripPlan, changed: true, title: content.title ?? '' };
  },
});

export const removePlanItem = tourTool({
  name: 'tourapi_remove_plan_item',
  title: '여행 계획 삭제',
  description:
    '여행 계획 삭제: 여행 계획에서 contentId를 뺍니다 (day를 주면 그 일차에서만).\nRemoves a content from the trip plan (only from one day when day is given).',
  input: z.object({ contentId, day: day.optional() }),
  output: PlanOutput,
  kind: 'write',
  effect: 'remove',
  run(args, { state, updateUser }) {
    const current = state.user.tripPlan;
    const keep = current.filter(
      (item) => !(item.contentid === args.contentId && (args.day === undefined || item.day === args.day)),
    );
    if (keep.length === current.length) {
      throw new ToolError(
        `contentId ${args.contentId} is not in the trip plan${args.day ? ` on day ${args.day}` : ''}; read it with tourapi_get_trip_plan.`,
        { parameter: 'contentId' },
      );
    }
    updateUser((user) => ({ ...user, tripPlan: keep }));
    return { tripPlan: keep, changed: true };
  },
});

export const getTripPlan = tourTool({
  name: 'tourapi_get_trip_plan',
  title: '여행 계획 조회',
  description: "여행 계획 조회: 이 세션의 일차별 여행 계획.\nReads the session's trip plan by day.",
  input: z.object({}),
  output: PlanOutput,
  kind: 'read',
  run: (_args, { state }) => ({ tripPlan: ordered(state.user.tripPlan), changed: false }),
});
