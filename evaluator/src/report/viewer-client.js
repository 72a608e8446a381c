// The trajectory viewer (runs in the browser, inlined into report.html after viewer-dom.js and
// viewer-render.js): the task list, its search and the links into it. A task's JSON block is parsed
// when its row is opened, and the search reads each block's strings once, when it first needs them.

const { setTerms, text, matches, lower, el, lazy, search } = globalThis.kopaViewerDom;
const { renderTask, renderRolloutBody, rolloutSummary } = globalThis.kopaViewerRender;

const parsed = new Map();
function blockOf(row) {
  const id = row.dataset.block;
  if (!parsed.has(id)) parsed.set(id, JSON.parse(document.getElementById(id).textContent));
  return parsed.get(id);
}

/** Fields whose number is the index of a shared string of the block. */
const sharedFields = new Set([
  'content',
  'reasoning',
  'args',
  'answer',
  'legacyMessages',
  'output',
  'expected',
  'actual',
  'state',
]);

/** Walks a value: its strings and numbers to `onText`, its shared-string indexes to `onShared`. */
function walk(value, onText, onShared) {
  if (typeof value === 'string') return onText(value);
  if (typeof value === 'number') return onText(String(value));
  if (Array.isArray(value)) return value.some((item) => walk(item, onText, onShared));
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) =>
      typeof item === 'number' && sharedFields.has(key) ? onShared(item) : walk(item, onText, onShared),
    );
  return false;
}

/** The block's text for the search: its own strings and each shared string once. */
function blockText(block) {
  const strings = [...block.strings];
  walk(
    { task: block.task, rollouts: block.rollouts },
    (value) => {
      strings.push(value);
    },
    () => false,
  );
  return lower(strings.join('\n'));
}

/** Whether a rollout holds a search term, in its own strings or in a shared string it refers to. */
function rolloutMatches(block, rollout) {
  if (!search.terms.length) return false;
  const key = search.terms.join(' ');
  if (block.matching?.key !== key)
    block.matching = { key, shared: new Set(block.strings.flatMap((value, index) => (matches(value) ? [index] : []))) };
  const shared = block.matching.shared;
  return walk(rollout, matches, (index) => shared.has(index));
}

function renderTaskBody(row) {
  const block = blockOf(row);
  const body = row.querySelector('.task-body');
  body.replaceChildren(
    renderTask(block),
    el('h4', null, `${block.rollouts.length} rollout(s)`),
    ...block.rollouts.map((rollout, index) =>
      lazy({
        className: 'rollout',
        summary: rolloutSummary(rollout),
        open: index === 0 || rolloutMatches(block, rollout),
        body: () => renderRolloutBody(block, rollout),
      }),
    ),
  );
}

const rows = [...document.querySelectorAll('#kopa-tasks > details.task')];
const rowText = new Map();
const deepText = new Map();
for (const row of rows) {
  rowText.set(row, lower(row.querySelector('summary').textContent));
  row.addEventListener('toggle', () => {
    if (row.open && !row.dataset.rendered) {
      row.dataset.rendered = '1';
      renderTaskBody(row);
    }
  });
}

function deepOf(row) {
  if (!deepText.has(row)) {
    deepText.set(row, blockText(blockOf(row)));
  }
  return deepText.get(row);
}

const input = document.getElementById('kopa-search');
const failing = document.getElementById('kopa-failing');
const count = document.getElementById('kopa-count');
function applyFilter() {
  setTerms(lower(input.value).split(/\s+/).filter(Boolean));
  let shown = 0;
  for (const row of rows) {
    const visible =
      (!failing.checked || !row.classList.contains('pass')) &&
      search.terms.every((term) => rowText.get(row).includes(term) || deepOf(row).includes(term));
    row.hidden = !visible;
    if (visible) shown++;
    for (const span of row.querySelectorAll('summary > span')) {
      span.dataset.text ??= span.textContent;
      span.replaceChildren(text(span.dataset.text));
    }
    if (row.dataset.rendered && row.open && visible) renderTaskBody(row);
    else if (row.dataset.rendered && !row.open) delete row.dataset.rendered;
  }
  count.textContent = `${shown} of ${rows.length} tasks`;
  count.dataset.terms = search.terms.join(' ');
}
let pending;
input.addEventListener('input', () => {
  clearTimeout(pending);
  // The first search reads every task's text, which takes a moment on a large run.
  count.textContent = 'searching…';
  pending = setTimeout(applyFilter, 150);
});
failing.addEventListener('change', applyFilter);

let wanted = '';
try {
  wanted = decodeURIComponent(location.hash.slice(1));
} catch {
  // A hash that is no task id.
}
const target = wanted && rows.find((row) => row.dataset.task === wanted);
if (target) {
  target.open = true;
  target.scrollIntoView();
}
