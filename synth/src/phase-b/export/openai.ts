// OpenAI fine-tuning rows (synthesis-anchors §2.6): arguments as JSON strings exactly as executed
// (key included, since the model must pass it), each result keyed by its tool_call_id.
import type { SynthRecord, Universe } from '../../shared/index.ts';
import { buildConversation, toolDefinitions } from './messages.ts';
import type { OpenAIRow } from './schemas.ts';

export function toOpenAIRow(options: { record: SynthRecord; universe: Universe; systemPrompt: string }): OpenAIRow {
  const conversation = buildConversation(options);
  const messages: OpenAIRow['messages'] = [
    { role: 'system', content: conversation.system },
    { role: 'user', content: conversation.query },
  ];
  for (const turn of conversation.turns) {
    messages.push({
      role: 'assistant',
      tool_calls: turn.map((call) => ({
        id: `call_${call.id}`,
        type: 'function',
        function: { name: call.tool, arguments: JSON.stringify(call.args) },
      })),
    });
    for (const call of turn) messages.push({ role: 'tool', tool_call_id: `call_${call.id}`, content: call.text });
  }
  messages.push({ role: 'assistant', content: conversation.answer });
  return {
    messages,
    tools: toolDefinitions(options),
    parallel_tool_calls: conversation.turns.some((turn) => turn.length > 1),
  };
}
