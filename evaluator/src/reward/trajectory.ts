// Reads a finished trajectory for the reward server: OpenAI chat messages, or verl's decoded text
// with Hermes <tool_call> blocks. Out come the tool calls to replay, in order, and the final answer.
// Tool outputs are dropped on purpose: the replay recomputes them.

export interface TrajectoryCall {
  /** The tool name; '' when none could be read. */
  name: string;
  /** The arguments object, or the raw value when it is not a JSON object (the hub then fails the call). */
  args: unknown;
  /** Why the call is malformed, when it is. */
  malformed?: string;
}

export interface Trajectory {
  calls: TrajectoryCall[];
  /** The assistant's text after the last tool result, without reasoning or chat-template markup. */
  answer: string;
}

/** A request the server cannot grade (answered with HTTP 400). */
export class RewardRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RewardRequestError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readArguments(raw: unknown): Pick<TrajectoryCall, 'args' | 'malformed'> {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return { args: {} };
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { args: raw, malformed: 'arguments are not valid JSON' };
    }
  }
  return isRecord(value) ? { args: value } : { args: value, malformed: 'arguments are not a JSON object' };
}

/** Drops reasoning: <think>…</think> blocks, an unclosed <think> to the end, and text before an orphan </think>. */
export function stripThinking(text: string): string {
  const closed = text.replace(/<think>[\s\S]*?<\/think>/g, '').replace(/<think>[\s\S]*$/, '');
  const orphan = closed.lastIndexOf('</think>');
  return orphan === -1 ? closed : closed.slice(orphan + '</think>'.length);
}

function contentText(content: unknown, where: string): string {
  if (content === undefined || content === null) return '';
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part) => (isRecord(part) && part.type === 'text' && typeof part.text === 'string' ? part.text : ''))
      .join('');
  }
  throw new RewardRequestError(`${where}.content must be a string, null or an array of {type: "text", text} parts`);
}

function readToolCall(entry: unknown): TrajectoryCall {
  const fn = isRecord(entry) && isRecord(entry.function) ? entry.function : undefined;
  if (!fn || typeof fn.name !== 'string' || fn.name === '') {
    return { name: '', args: {}, malformed: 'tool call without function.name' };
  }
  const args = readArguments(fn.arguments);
  return { name: fn.name, ...args };
}

/**
 * OpenAI chat messages. Every assistant `tool_calls` entry is a call; `tool` messages are ignored.
 * The answer is the text of the assistant messages after the last `tool` message (a trajectory that
 * ends on a tool result has answered nothing).
 */
export function parseMessages(messages: unknown): Trajectory {
  if (!Array.isArray(messages)) throw new RewardRequestError('messages must be an array of chat messages');
  const calls: TrajectoryCall[] = [];
  let answerParts: string[] = [];
  messages.forEach((message, index) => {
    const where = `messages[${index}]`;
    if (!isRecord(message) || typeof message.role !== 'string') {
      throw new RewardRequestError(`${where} must be an object with a string "role"`);
    }
    if (message.role === 'tool' || message.role === 'function') {
      answerParts = [];
      return;
    }
    if (message.role !== 'assistant') return;
    if (message.tool_calls !== undefined && message.tool_calls !== null && !Array.isArray(message.tool_calls)) {
      throw new RewardRequestError(`${where}.tool_calls must be an array`);
    }
    for (const entry of (message.tool_calls as unknown[] | undefined) ?? []) calls.push(readToolCall(entry));
    answerParts.push(contentText(message.content, where));
  });
  return { calls, answer: stripThinking(answerParts.join('\n')).trim() };
}

const TOOL_RESPONSE = /<tool_response>[\s\S]*?(?:<\/tool_response>|$)/g;
const TOOL_CALL = /<tool_call>([\s\S]*?)(?:<\/tool_call>|$)/g;
/** Special tokens of chat templates (<|im_start|>, <|im_end|>, <|eot_id|>, …). */
const TEMPLATE_TOKEN = /<\|[^|<>\s]*\|>/g;

function readHermesCall(body: string): TrajectoryCall {
  let value: unknown;
  try {
    value = JSON.parse(body.trim());
  } catch {
    const name = /"name"\s*:\s*"([^"]+)"/.exec(body)?.[1] ?? '';
    return { name, args: body.trim(), malformed: 'the <tool_call> block is not valid JSON' };
  }
  if (!isRecord(value) || typeof value.name !== 'string' || value.name === '') {
    return { name: '', args: {}, malformed: 'the <tool_call> block has no "name"' };
  }
  return { name: value.name, ...readArguments(value.arguments) };
}

/**
 * verl's decoded response (Hermes format). Calls are the <tool_call>{"name", "arguments"}</tool_call>
 * blocks outside <tool_response> blocks, in order. The answer is the text after the last
 * </tool_response> (all of it when there is none), without <tool_call> blocks, <think> reasoning,
 * chat-template tokens and a leading role line ("assistant").
 */
export function parseHermes(text: string): Trajectory {
  const calls = [...text.replace(TOOL_RESPONSE, '').matchAll(TOOL_CALL)].map((match) => readHermesCall(match[1] ?? ''));
  const lastEnd = text.lastIndexOf('</tool_response>');
  let tail = lastEnd === -1 ? text : text.slice(lastEnd + '</tool_response>'.length);
  // A tool response cut off at the end: the trajectory stopped before answering.
  if (tail.includes('<tool_response>')) tail = '';
  const cleaned = stripThinking(tail.replace(TOOL_CALL, '')).replace(TEMPLATE_TOKEN, '').trim();
  const answer = cleaned.replace(/^assistant[ \t]*(?:\r?\n|$)/, '').trim();
  return { calls, answer };
}
