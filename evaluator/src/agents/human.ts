// The `human` agent: a person (or a helper model) solved the task through `kopa play`, one call at a
// time; this agent makes those recorded calls again, in order, and returns the recorded answer, so
// that the solve is graded exactly like a model's rollout. Its trajectory is the conversation in
// OpenAI chat form, each tool result as the model would have read it.
import { createHash } from 'node:crypto';
import { withCurrentDate } from './now.ts';
import { DEFAULT_SYSTEM_PROMPT } from './openai.ts';
import type { Agent, AgentError, ChatMessage, RolloutTrajectory, TrajectoryTurn } from './types.ts';
import { shownResult } from './types.ts';

/** One recorded call: the tool, its arguments and, when known, the hash of the result shown then. */
export interface HumanCall {
  tool: string;
  args: Record<string, unknown>;
  /** `shownHash` of the result the solver was shown; a replay that differs is an error. */
  shown?: string;
}

/** A tool result as the model reads it, the same expression as the openai agent's tool `execute`. */
/** The text of a tool message, as the provider sends a tool output to the model. */
export const shownText = (shown: unknown) => (typeof shown === 'string' ? shown : JSON.stringify(shown ?? null));

export const shownHash = (shown: unknown) => createHash('sha256').update(shownText(shown)).digest('hex');

/** What the ai SDK tells a model that called a tool it was not offered (NoSuchToolError). */
export const unknownToolText = (tool: string, offered: readonly string[]) =>
  `Model tried to call unavailable tool '${tool}'. Available tools: ${offered.join(', ')}.`;

export function createHumanAgent(options: { calls: readonly HumanCall[]; answer: string }): Agent {
  return {
    name: 'human',
    async run({ task, tools, callTool, signal }) {
      const system = withCurrentDate({ system: DEFAULT_SYSTEM_PROMPT, task });
      const messages: ChatMessage[] = [
        { role: 'system', content: system },
        { role: 'user', content: task.query },
      ];
      const turns: TrajectoryTurn[] = [];
      const errors: AgentError[] = [];
      const offered = tools.map((tool) => tool.name);
      for (const [index, call] of options.calls.entries()) {
        signal.throwIfAborted();
        const id = `call_${index + 1}`;
        turns.push({
          message: messages.length,
          usage: { inputTokens: 0, outputTokens: 0 },
          finishReason: 'tool-calls',
        });
        messages.push({
          role: 'assistant',
          content: null,
          tool_calls: [{ id, type: 'function', function: { name: call.tool, arguments: JSON.stringify(call.args) } }],
        });
        if (!offered.includes(call.tool)) {
          const text = unknownToolText(call.tool, offered);
          errors.push({ type: 'unknown_tool', message: `${call.tool}: ${text}` });
          messages.push({ role: 'tool', tool_call_id: id, name: call.tool, content: text });
          continue;
        }
        const shown = shownResult(await callTool(call.tool, call.args));
        if (call.shown !== undefined && shownHash(shown) !== call.shown)
          throw new Error(
            `call ${index + 1} (${call.tool}) returned another result than the one shown when it was made; the task state or the emulation changed since, so the solve must start again`,
          );
        messages.push({ role: 'tool', tool_call_id: id, name: call.tool, content: shownText(shown) });
      }
      turns.push({ message: messages.length, usage: { inputTokens: 0, outputTokens: 0 }, finishReason: 'stop' });
      messages.push({ role: 'assistant', content: options.answer });
      const trajectory: RolloutTrajectory = { format: 'openai-chat', messages, turns };
      return {
        answer: options.answer,
        messages,
        trajectory,
        usage: { inputTokens: 0, outputTokens: 0 },
        steps: options.calls.length + 1,
        errors,
        modelMs: 0,
      };
    },
  };
}
