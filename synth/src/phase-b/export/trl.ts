// TRL rows (synthesis-anchors §2.1–2.2). SFT: `messages` + `tools`, arguments as objects (chat
// templates apply tojson themselves), tool results named. GRPO: the prompt plus the columns TRL hands
// to reward functions and `environment.reset(**kwargs)`.
import type { SynthRecord, Universe } from '../../shared/index.ts';
import { buildConversation, systemMessage, toolDefinitions } from './messages.ts';
import type { TrlGrpoRow, TrlSftRow } from './schemas.ts';
import { goldenActions } from './tasks.ts';

export function toTrlSftRow(options: { record: SynthRecord; universe: Universe; systemPrompt: string }): TrlSftRow {
  const conversation = buildConversation(options);
  const messages: TrlSftRow['messages'] = [
    { role: 'system', content: conversation.system },
    { role: 'user', content: conversation.query },
  ];
  for (const turn of conversation.turns) {
    messages.push({
      role: 'assistant',
      tool_calls: turn.map((call) => ({ type: 'function', function: { name: call.tool, arguments: call.args } })),
    });
    for (const call of turn) messages.push({ role: 'tool', name: call.tool, content: call.text });
  }
  messages.push({ role: 'assistant', content: conversation.answer });
  return { messages, tools: toolDefinitions(options) };
}

export function toTrlGrpoRow(options: { record: SynthRecord; universe: Universe; systemPrompt: string }): TrlGrpoRow {
  const { record } = options;
  return {
    prompt: [
      { role: 'system', content: systemMessage(options) },
      { role: 'user', content: record.query },
    ],
    task_id: record.id,
    answer: JSON.stringify(record.answer.facts),
    expected_calls: JSON.stringify(goldenActions(options)),
    junction_type: record.type,
    tools: record.tools,
    environment: 'kopa',
  };
}
