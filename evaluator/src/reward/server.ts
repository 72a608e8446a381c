// The RL reward endpoint (`kopa reward serve`): POST a finished trajectory, get the evaluator's own
// grade back as a reward, so that verl and TRL train against the benchmark's graders.
//   POST /score        {task_id, messages | solution_str} → Reward
//   POST /score/batch  {items: [...]}                     → {results: [Reward, ...]}
//   GET  /tasks, GET /health
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Task } from '@kopa/tasks';
import { z } from 'zod';
import { createRewardScorer, type Reward, type RewardScorer } from './score.ts';
import { parseHermes, parseMessages, RewardRequestError } from './trajectory.ts';

export interface RewardServerOptions {
  tasks: readonly Task[];
  port?: number;
  /** Default 127.0.0.1; any other address needs a token. */
  host?: string;
  /** When set, every route but /health needs `Authorization: Bearer <token>`. */
  token?: string;
}

export interface RewardServer {
  url: string;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024 * 1024;

const ScoreItem = z.object({
  task_id: z.string().min(1, 'task_id must name a task'),
  messages: z.array(z.unknown()).optional(),
  solution_str: z.string().optional(),
});
type ScoreItem = z.infer<typeof ScoreItem>;

const BatchRequest = z.object({ items: z.array(z.unknown()).min(1, 'items must hold at least one trajectory') });

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readItem(value: unknown, where: string): ScoreItem {
  const parsed = ScoreItem.safeParse(value);
  if (!parsed.success) throw new HttpError(400, `${where}: ${z.prettifyError(parsed.error).replace(/\n/g, ' ')}`);
  const item = parsed.data;
  if ((item.messages === undefined) === (item.solution_str === undefined)) {
    throw new HttpError(400, `${where}: send exactly one of "messages" (OpenAI chat) or "solution_str" (Hermes text)`);
  }
  return item;
}

async function scoreItem(scorer: RewardScorer, item: ScoreItem, where: string): Promise<Reward> {
  try {
    const trajectory = item.messages ? parseMessages(item.messages) : parseHermes(item.solution_str ?? '');
    return await scorer.score({ taskId: item.task_id, trajectory });
  } catch (error) {
    if (error instanceof RewardRequestError) throw new HttpError(400, `${where}: ${error.message}`);
    throw error;
  }
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES)
      throw new HttpError(413, `request body over ${MAX_BODY_BYTES} bytes; send smaller batches`);
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'request body is not valid JSON');
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

function hasBearer(request: IncomingMessage, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim() ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');

export async function startRewardServer(options: RewardServerOptions): Promise<RewardServer> {
  const host = options.host ?? '127.0.0.1';
  // The explanations name the expected facts: off loopback, only token holders may read them.
  if (!isLoopback(host) && !options.token) {
    throw new Error(`refusing to bind ${host} without a token: pass --token or set KOPA_REWARD_TOKEN`);
  }
  const scorer = await createRewardScorer(options.tasks);

  const route = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const method = request.method ?? 'GET';
    if (path === '/health' && method === 'GET')
      return sendJson(response, 200, { ok: true, tasks: scorer.taskIds.length });
    if (options.token && !hasBearer(request, options.token)) {
      throw new HttpError(401, 'missing or wrong bearer token (Authorization: Bearer <token>)');
    }
    if (path === '/tasks' && method === 'GET') return sendJson(response, 200, { tasks: scorer.taskIds });
    if (path === '/score' && method === 'POST') {
      const item = readItem(await readJson(request), 'request');
      return sendJson(response, 200, await scoreItem(scorer, item, 'request'));
    }
    if (path === '/score/batch' && method === 'POST') {
      const batch = BatchRequest.safeParse(await readJson(request));
      if (!batch.success) throw new HttpError(400, `expected {"items": [{task_id, messages | solution_str}, ...]}`);
      const items = batch.data.items.map((value, index) => readItem(value, `items[${index}]`));
      const results = await Promise.all(items.map((item, index) => scoreItem(scorer, item, `items[${index}]`)));
      return sendJson(response, 200, { results });
    }
    const known = ['/health', '/tasks', '/score', '/score/batch'];
    if (known.includes(path)) throw new HttpError(405, `${method} is not supported on ${path}`);
    throw new HttpError(404, `no route ${path}; try POST /score, POST /score/batch, GET /tasks or GET /health`);
  };

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.end();
      if (error instanceof HttpError) return sendJson(response, error.status, { error: error.message });
      process.stderr.write(`kopa reward: ${error instanceof Error ? error.stack : String(error)}\n`);
      sendJson(response, 500, { error: 'internal error while grading; see the reward server log' });
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8790, host, () => resolve());
  }).catch(async (error: unknown) => {
    await scorer.close();
    throw error;
  });
  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${urlHost}:${address.port}`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await scorer.close();
    },
  };
}
