// The scripted model of bench/eval, run in its own process the way a real model server is: the
// harness's process then does only the harness's work. Three turns per rollout: the key, one real
// tool call, then the answer. Prints its base URL on the first line of stdout.
//   node --import tsx bench/eval/scripted-model.ts <latency ms>
import { startScriptedServer, type Turn } from '@kopa/evaluator';
import { loadTasks } from '@kopa/tasks';

export const DART_TASKS = () => loadTasks().filter((task) => task.platforms.includes('dart'));

function scripts(): Record<string, Turn[]> {
  const turns: Turn[] = [
    { toolCalls: [{ name: 'dart_get_api_key', args: () => ({}) }] },
    {
      toolCalls: [
        {
          name: 'dart_search_corp_code',
          args: (context) => ({
            crtfc_key: String(
              (context.results[0] as { key?: string; value?: { key: string } })?.value?.key ??
                (context.results[0] as { key?: string })?.key,
            ),
            corp_name: '삼성전자',
          }),
        },
      ],
    },
    { content: () => '답을 찾지 못했습니다.' },
  ];
  return Object.fromEntries(DART_TASKS().map((task) => [task.query, turns]));
}

if (process.argv[1] === import.meta.filename) {
  const latencyMs = Number(process.argv[2] ?? 0);
  const server = await startScriptedServer({ scripts: scripts(), latencyMs, keepRequests: false });
  process.stdout.write(`${server.url}\n`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
