// Bill subscriptions (관심 의안) kept in the session's `user` state: the portal has no such API, but
// a citizen or analyst tracking bills would, and write tasks grade the state it leaves. A bill is
// checked against BILLINFODETAIL before it is added.
import { ToolError, UpstreamError } from '@kopa/kit';
import { z } from 'zod';
import { BILL_ID, KEY, Subscription } from '../schemas.ts';
import { assemblyTool, GENERIC } from './tool.ts';

const SubscriptionsOutput = z.object({
  subscriptions: z.array(Subscription).describe('구독 중인 의안 (추가한 순서)'),
  changed: z.boolean().describe('false when the call changed nothing'),
});

export const subscribeBill = assemblyTool({
  name: 'assembly_subscribe_bill',
  title: '관심 의안 구독',
  description:
    '관심 의안 구독: BILL_ID의 의안을 이 세션의 구독 목록에 추가합니다 (의안 상세정보로 존재를 확인; 이미 있으면 그대로).\n' +
    "Adds a bill (by BILL_ID, checked against BILLINFODETAIL) to the session's subscriptions.",
  input: z.object({ KEY, BILL_ID }),
  output: SubscriptionsOutput,
  kind: 'write',
  effect: 'add',
  generic: GENERIC,
  async run(args, { client, state, now, updateUser }) {
    const current = state.user.subscriptions;
    if (current.some((entry) => entry.BILL_ID === args.BILL_ID)) return { subscriptions: [...current], changed: false };
    let bill: Record<string, unknown> | undefined;
    try {
      bill = (await client.list('BILLINFODETAIL', { KEY: args.KEY, BILL_ID: args.BILL_ID })).items[0];
    } catch (error) {
      if (!(error instanceof UpstreamError && error.kind === 'no_data')) throw error;
    }
    if (!bill) {
      throw new ToolError(
        `BILL_ID ${args.BILL_ID} is not a bill Open Assembly knows; find the BILL_ID with assembly_list_member_bills or assembly_get_bill_by_no.`,
        { parameter: 'BILL_ID' },
      );
    }
    const entry = {
      BILL_ID: args.BILL_ID,
      BILL_NO: String(bill.BILL_NO ?? ''),
      BILL_NM: String(bill.BILL_NM ?? ''),
      subscribed_at: now.toISOString(),
    };
    const subscriptions = [...current, entry];
    updateUser((user) => ({ ...user, subscriptions }));
    return { subscriptions, changed: true };
  },
});

export const unsubscribeBill = assemblyTool({
  name: 'assembly_unsubscribe_bill',
  title: '관심 의안 구독 해제',
  description:
    "관심 의안 구독 해제: 구독 목록에서 BILL_ID의 의안을 뺍니다.\nRemoves a bill (by BILL_ID) from the session's subscriptions.",
  input: z.object({ BILL_ID }),
  output: SubscriptionsOutput,
  kind: 'write',
  effect: 'remove',
  run(args, { state, updateUser }) {
    const current = state.user.subscriptions;
    if (!current.some((entry) => entry.BILL_ID === args.BILL_ID)) {
      throw new ToolError(
        `BILL_ID ${args.BILL_ID} is not subscribed (${current.length ? current.map((entry) => entry.BILL_ID).join(', ') : 'no subscriptions'}); read them with assembly_list_subscriptions.`,
        { parameter: 'BILL_ID' },
      );
    }
    const subscriptions = current.filter((entry) => entry.BILL_ID !== args.BILL_ID);
    updateUser((user) => ({ ...user, subscriptions }));
    return { subscriptions, changed: true };
  },
});

export const listSubscriptions = assemblyTool({
  name: 'assembly_list_subscriptions',
  title: '관심 의안 구독 목록',
  description: "관심 의안 구독 목록: 이 세션이 구독 중인 의안.\nReads the session's bill subscriptions.",
  input: z.object({}),
  output: SubscriptionsOutput,
  kind: 'read',
  run: (_args, { state }) => ({ subscriptions: [...state.user.subscriptions], changed: false }),
});

export const SUBSCRIPTION_TOOLS = [subscribeBill, unsubscribeBill, listSubscriptions];
