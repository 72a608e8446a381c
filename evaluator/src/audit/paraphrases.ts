// Paraphrase agents of the grader audit: each makes the golden calls and writes the right answer
// the way Korean users write it. Every one must pass every task; a fail is a grader that misfires.
import type { Fact, Task } from '@kopa/tasks';
import { replayGolden, scriptedResult } from '../agents/oracle.ts';
import type { Agent } from '../agents/types.ts';
import { paraphrase, type RenderState, topic } from './render.ts';

type Writer = (task: Task) => string;

/** The shortest alias the task knows for a name, as people shorten names. */
function shortName(task: Task, name: string): string {
  const aliases = task.golden.answer.names?.[name];
  return aliases?.length ? ([...aliases].sort((a, b) => a.length - b.length)[0] ?? name) : name;
}

const lines = (task: Task, write: (fact: Fact, state: RenderState) => string) => {
  const state: RenderState = { index: 0 };
  return task.golden.answer.facts.map((fact) => write(fact, state));
};

/** "- 성남시: 137명" lines in Korean formats. */
const formats: Writer = (task) =>
  lines(
    task,
    (fact, state) => `- ${fact.subject ? `${shortName(task, fact.subject)}: ` : ''}${paraphrase(fact, state)}`,
  ).join('\n');

/** Sentences with the value before its subject: "137명인 곳은 성남시입니다." */
const valueFirst: Writer = (task) =>
  lines(task, (fact, state) =>
    fact.subject && fact.kind !== 'text'
      ? `${paraphrase(fact, state)}인 것은 ${shortName(task, fact.subject)}입니다.`
      : fact.subject
        ? `${topic(shortName(task, fact.subject))} ${paraphrase(fact, state)}입니다.`
        : `${fact.conclusion ? '가장 해당하는 곳은 ' : '확인한 값은 '}${paraphrase(fact, state)}입니다.`,
  ).join(' ');

/** A verbose answer: an opening, the facts, and a few neighbouring records for comparison. */
const verbose: Writer = (task) => {
  const body = lines(task, (fact, state) =>
    fact.subject
      ? `${topic(shortName(task, fact.subject))} ${paraphrase(fact, state)}입니다.`
      : fact.conclusion
        ? `비교해 보면 가장 두드러진 것은 ${paraphrase(fact, state)}입니다.`
        : `조회 결과 ${paraphrase(fact, state)}입니다.`,
  );
  const comparisons: string[] = [];
  for (const fact of task.golden.answer.facts) {
    for (const wrong of fact.wrong ?? []) {
      if (!wrong.of || comparisons.length >= 3 || wrong.of === fact.subject) continue;
      comparisons.push(`참고로 ${topic(wrong.of)} ${wrong.value}${fact.unit ?? ''}입니다.`);
    }
  }
  return [
    '요청하신 내용을 도구로 조회해서 정리했습니다.',
    ...body,
    ...comparisons,
    '모두 이번 세션에서 조회한 자료를 기준으로 한 값입니다.',
  ].join('\n');
};

/** A Markdown table. */
const table: Writer = (task) =>
  [
    '| 대상 | 값 |',
    '|---|---|',
    ...lines(
      task,
      (fact, state) => `| ${fact.subject ? shortName(task, fact.subject) : '답'} | ${paraphrase(fact, state)} |`,
    ),
  ].join('\n');

/** Same-kind facts of several subjects as one "각각" sentence. */
const respectively: Writer = (task) => {
  const state: RenderState = { index: 0 };
  const groups = new Map<string, Fact[]>();
  const rest: Fact[] = [];
  for (const fact of task.golden.answer.facts) {
    if (!fact.subject || fact.kind === 'text') {
      rest.push(fact);
      continue;
    }
    const key = `${fact.kind}:${fact.unit ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), fact]);
  }
  const sentences: string[] = [];
  for (const group of groups.values()) {
    const subjects = group.map((fact) => shortName(task, fact.subject ?? ''));
    if (group.length < 2 || new Set(subjects).size !== subjects.length) {
      rest.push(...group);
      continue;
    }
    sentences.push(
      `${subjects.join(', ')}의 값은 각각 ${group.map((fact) => paraphrase(fact, state)).join(', ')}입니다.`,
    );
  }
  for (const fact of rest)
    sentences.push(
      `${fact.subject ? `${topic(shortName(task, fact.subject))} ` : '답은 '}${paraphrase(fact, state)}입니다.`,
    );
  return sentences.join('\n');
};

export const PARAPHRASES: Readonly<Record<string, Writer>> = {
  'korean-formats': formats,
  'value-first': valueFirst,
  verbose,
  'markdown-table': table,
  respectively,
};

export function createParaphraseAgent(name: keyof typeof PARAPHRASES & string): Agent {
  const write = PARAPHRASES[name];
  if (!write) throw new Error(`no paraphrase agent ${name}; known: ${Object.keys(PARAPHRASES).join(', ')}`);
  return {
    name: `paraphrase:${name}`,
    async run({ task, tools, callTool }) {
      const { steps } = await replayGolden({ task, tools, callTool, strict: true });
      return scriptedResult(write(task), steps);
    },
  };
}
