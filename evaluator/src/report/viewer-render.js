// The trajectory viewer's rendering (runs in the browser, inlined into report.html after
// viewer-dom.js): a task (query, injected state, golden actions, facts) and a rollout (answer,
// verdicts per fact, action and state field, the golden-action diff, and every turn or the call log).

const { matches, el, lazy, pretty, collapsible, table, badge } = globalThis.kopaViewerDom;

/** A `Text` of the data: a string, or the index of one in the block's strings. */
const str = (block, value) => (typeof value === 'number' ? (block.strings[value] ?? '') : (value ?? ''));
const json = (value) => JSON.stringify(value);
const pct = (value) => (Number.isFinite(value) ? `${(value * 100).toFixed(0)}%` : '—');
const mark = (ok) => (ok ? '✓' : '✗');

function factLabel(fact) {
  if (!fact) return '(unknown fact)';
  const extra = [fact.kind, fact.subject ? `subject ${fact.subject}` : '', fact.conclusion ? 'conclusion' : ''];
  return `${fact.value}${fact.unit ?? ''} (${extra.filter(Boolean).join(', ')})`;
}

function renderTask(block) {
  const task = block.task;
  if (!task) return el('p', 'note', 'This task is not in the run’s task set: only its rollouts are shown.');
  const facts = task.golden.facts.map((fact, index) => ({
    cells: [
      String(index + 1),
      String(fact.value),
      fact.kind,
      fact.unit ?? '',
      fact.subject ?? '',
      fact.conclusion ? 'yes' : '',
    ],
  }));
  return el(
    'div',
    'task-info',
    el('p', 'task-query', el('b', null, 'Query '), task.query),
    el(
      'p',
      null,
      el('b', null, 'Platforms '),
      task.platforms.join(', '),
      el('b', null, ' · tools offered '),
      task.tools.join(', '),
    ),
    collapsible({ label: 'Injected state (task.state)', content: str(block, task.state) }),
    el('h4', null, 'Golden actions'),
    table(
      ['id', 'tool', 'arguments', 'after'],
      task.golden.actions.map((action) => ({
        cells: [
          action.id,
          action.tool,
          json(action.args),
          `${(action.after ?? []).join(', ')}${action.allPages ? ' · all pages' : ''}`,
        ],
      })),
    ),
    el('h4', null, 'Facts the answer must state'),
    table(['#', 'value', 'kind', 'unit', 'subject', 'conclusion'], facts),
    task.golden.state !== undefined
      ? collapsible({ label: 'Expected final state (golden.state)', content: str(block, task.golden.state) })
      : el('p', 'note', 'Expected final state: the injected state, unchanged.'),
  );
}

/** Which golden action each call-log seq matched. */
const matchedBy = (rollout) =>
  new Map(
    (rollout.grades?.action.actions ?? []).filter((a) => a.matchedSeq !== undefined).map((a) => [a.matchedSeq, a.id]),
  );

function callBadge(rollout, seq) {
  if (seq === undefined) return badge(undefined, 'not in the call log');
  const call = rollout.calls.find((entry) => entry.seq === seq);
  const action = matchedBy(rollout).get(seq);
  if (action) return badge(true, `#${seq} → ${action}`);
  if (call && !call.ok) return badge(false, `#${seq} failed${call.resultCode ? ` (${call.resultCode})` : ''}`);
  return el('span', 'badge extra', `#${seq} extra`);
}

function renderVerdicts(block, rollout) {
  const grades = rollout.grades;
  if (!grades) return el('p', 'note', 'Not graded.');
  const { response, environment, action } = grades;
  const facts = block.task?.golden.facts ?? [];
  const golden = new Map((block.task?.golden.actions ?? []).map((a) => [a.id, a]));
  const matched = new Set(action.actions.map((a) => a.matchedSeq).filter((seq) => seq !== undefined));
  const extra = rollout.calls.filter((call) => !matched.has(call.seq));
  return el(
    'div',
    'verdicts',
    el(
      'h4',
      null,
      'RESPONSE ',
      badge(response.passed, response.passed ? 'passed' : 'failed'),
      ` claimed ${mark(response.claimed)} · grounded ${mark(response.grounded)} · score ${pct(response.score)}`,
    ),
    el('p', 'why', response.explanation),
    table(
      ['#', 'fact', 'found', 'claimed', 'why'],
      response.facts.map((verdict) => ({
        className: verdict.found ? 'ok' : 'bad',
        cells: [
          String(verdict.index + 1),
          factLabel(verdict.fact ?? facts[verdict.index]),
          mark(verdict.found),
          mark(verdict.claimed),
          verdict.why,
        ],
      })),
      'facts',
    ),
    el('h4', null, 'ENVIRONMENT ', badge(environment.passed, environment.passed ? 'passed' : 'failed')),
    el('p', 'why', environment.explanation),
    environment.diffs.length
      ? table(
          ['state field', 'expected', 'actual'],
          environment.diffs.map((diff) => ({
            className: 'bad',
            cells: [
              diff.path,
              el('pre', null, pretty(str(block, diff.expected))),
              el('pre', null, pretty(str(block, diff.actual))),
            ],
          })),
          'diffs',
        )
      : null,
    el(
      'h4',
      null,
      `ACTION accuracy ${pct(action.accuracy)} · precision ${pct(action.precision)} · F1 ${pct(action.f1)}`,
    ),
    table(
      ['golden', 'tool', 'arguments', 'matched', 'why'],
      action.actions.map((verdict) => {
        const spec = verdict.action ?? golden.get(verdict.id);
        const hit = verdict.matchedSeq !== undefined;
        return {
          className: hit ? 'ok' : 'bad',
          cells: [
            verdict.id,
            spec?.tool ?? '',
            spec ? json(spec.args) : '',
            hit ? `✓ call #${verdict.matchedSeq} (${verdict.matchedBy ?? 'arguments'})` : '✗',
            verdict.why,
          ],
        };
      }),
      'actions',
    ),
    extra.length
      ? table(
          ['extra call', 'tool', 'arguments', 'result'],
          extra.map((call) => ({
            className: call.ok ? 'extra' : 'bad',
            cells: [
              `#${call.seq}`,
              call.tool,
              json(call.args),
              `${call.ok ? 'ok' : 'failed'} ${call.resultCode ?? ''} ${call.resultMsg ?? ''} ${call.fault ?? ''}`,
            ],
          })),
          'extra',
        )
      : el('p', 'note', 'No call outside the golden actions.'),
  );
}

function renderMessage(block, rollout, message, index) {
  const content = str(block, message.content);
  if (message.role === 'system')
    return collapsible({ label: 'system prompt', content, open: matches(content), className: 'system' });
  if (message.role === 'user') return el('div', 'message user', el('div', 'role', 'user'), el('pre', null, content));
  if (message.role === 'tool')
    return collapsible({
      label: `result of ${message.name ?? message.toolCallId}${message.unsent ? ' (never sent: the step limit came first)' : ''}`,
      content,
      className: 'tool',
    });
  const turn = message.turn;
  return el(
    'div',
    'message assistant',
    el(
      'div',
      'role',
      `assistant · turn ${index}`,
      turn
        ? el(
            'span',
            'meta',
            ` ${turn.usage.inputTokens} in / ${turn.usage.outputTokens} out · ${turn.finishReason}${turn.responseMs !== undefined ? ` · ${turn.responseMs} ms` : ''}`,
          )
        : null,
    ),
    message.reasoning !== undefined
      ? collapsible({ label: 'reasoning', content: str(block, message.reasoning), className: 'reasoning' })
      : null,
    message.content !== null && content !== '' ? el('pre', 'content', content) : null,
    (message.calls ?? []).map((call) =>
      el(
        'div',
        'call',
        el('span', 'tool-name', call.name),
        ' ',
        callBadge(rollout, call.seq),
        el('pre', 'args', pretty(str(block, call.args))),
      ),
    ),
  );
}

function renderCallLog(block, rollout) {
  const outputs = new Map((rollout.results ?? []).map((result) => [result.seq, str(block, result.output)]));
  return el(
    'div',
    'call-log',
    rollout.calls.map((call) =>
      el(
        'div',
        'call',
        el('span', 'tool-name', call.tool),
        ' ',
        callBadge(rollout, call.seq),
        el(
          'span',
          'meta',
          ` ${call.ok ? 'ok' : 'failed'} ${call.resultCode ?? ''} ${call.resultMsg ?? ''}${call.itemCount !== undefined ? ` · ${call.itemCount} item(s)` : ''}${call.totalCount !== undefined ? ` of ${call.totalCount}` : ''}${call.fault ? ` · fault ${call.fault}` : ''}`,
        ),
        el('pre', 'args', json(call.args)),
        outputs.has(call.seq)
          ? collapsible({ label: `result of ${call.tool}`, content: outputs.get(call.seq), className: 'tool' })
          : null,
      ),
    ),
  );
}

function renderRolloutBody(block, rollout) {
  let turn = 0;
  const messages = rollout.messages ?? [];
  return el(
    'div',
    'rollout-body',
    rollout.infraError
      ? el(
          'p',
          'bad',
          `Infrastructure error (${rollout.infraError.type}, ${rollout.infraError.attempts} attempt(s)): ${rollout.infraError.message}`,
        )
      : null,
    rollout.agentErrors.length
      ? el(
          'ul',
          'agent-errors',
          rollout.agentErrors.map((error) => el('li', null, `${error.type}: ${error.message}`)),
        )
      : null,
    el('h4', null, 'Answer'),
    el('pre', 'answer', str(block, rollout.answer) || '(no answer)'),
    renderVerdicts(block, rollout),
    el(
      'h4',
      null,
      messages.length
        ? `Trajectory: ${messages.length} messages`
        : `Calls: ${rollout.calls.length} (no model trajectory: a scripted agent or a version 1 record)`,
    ),
    messages.length
      ? messages.map((message) => renderMessage(block, rollout, message, message.role === 'assistant' ? ++turn : turn))
      : renderCallLog(block, rollout),
    rollout.legacyMessages !== undefined
      ? collapsible({
          label: 'messages (version 1 record, the ai SDK format)',
          content: str(block, rollout.legacyMessages),
        })
      : null,
    messages.length
      ? lazy({
          className: 'block',
          summary: `call log (${rollout.calls.length} calls)`,
          body: () => renderCallLog(block, rollout),
        })
      : null,
  );
}

function rolloutSummary(rollout) {
  const grades = rollout.grades;
  const status = rollout.infraError
    ? badge(undefined, `infra error ${rollout.infraError.type}`)
    : badge(grades?.success, grades?.success ? 'success' : 'failed');
  const parts = grades
    ? [
        badge(grades.response.passed, 'RESPONSE'),
        badge(grades.environment.passed, 'ENVIRONMENT'),
        el(
          'span',
          'badge neutral',
          `ACTION ${grades.action.actions.filter((a) => a.matchedSeq !== undefined).length}/${grades.action.actions.length}`,
        ),
      ]
    : [];
  return [
    el('span', 'id', `seed ${rollout.seed} · rollout ${rollout.rollout}`),
    ' ',
    status,
    ' ',
    parts,
    el(
      'span',
      'meta',
      ` ${rollout.steps} step(s) · ${rollout.usage?.inputTokens ?? 0} in / ${rollout.usage?.outputTokens ?? 0} out tokens · ${(rollout.durationMs / 1000).toFixed(1)} s · ${rollout.agent}${rollout.model ? ` ${rollout.model}` : ''}`,
    ),
  ];
}

globalThis.kopaViewerRender = { renderTask, renderRolloutBody, rolloutSummary };
