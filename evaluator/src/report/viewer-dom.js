// The trajectory viewer's DOM helpers (runs in the browser, inlined into report.html). Every string
// from the run's data enters the page through `text`: as text nodes, with the search terms wrapped
// in <mark>, never as markup.

const search = { terms: [], pattern: null };

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function setTerms(terms) {
  search.terms = terms;
  search.pattern = terms.length ? new RegExp(terms.map(escapeRegExp).join('|'), 'giu') : null;
}

/** The text as nodes, the search terms marked. */
function text(value) {
  const string = value === null || value === undefined ? '' : String(value);
  const fragment = document.createDocumentFragment();
  if (!search.pattern || !string) {
    fragment.append(document.createTextNode(string));
    return fragment;
  }
  let at = 0;
  for (const match of string.matchAll(search.pattern)) {
    if (match[0].length === 0) continue;
    if (match.index > at) fragment.append(document.createTextNode(string.slice(at, match.index)));
    const mark = document.createElement('mark');
    mark.textContent = match[0];
    fragment.append(mark);
    at = match.index + match[0].length;
  }
  if (at < string.length) fragment.append(document.createTextNode(string.slice(at)));
  return fragment;
}

/** Whether the text holds any search term. */
const matches = (value) => search.terms.length > 0 && search.terms.some((term) => lower(value).includes(term));

const lower = (value) => String(value ?? '').toLowerCase();

/** An element; strings and numbers among the children become text, null and false are skipped. */
function el(tag, className, ...children) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const child of children.flat(Number.POSITIVE_INFINITY)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === 'string' || typeof child === 'number' ? text(child) : child);
  }
  return node;
}

/** A <details> whose body is built the first time it opens. */
function lazy(options) {
  const node = el('details', options.className, el('summary', null, options.summary));
  let built = false;
  const build = () => {
    if (built || !node.open) return;
    built = true;
    node.append(options.body());
  };
  node.addEventListener('toggle', build);
  if (options.open) {
    node.open = true;
    build();
  }
  return node;
}

/** JSON text pretty-printed; other text as it is. */
function pretty(value) {
  const string = String(value ?? '');
  const start = string.trimStart()[0];
  if (start !== '{' && start !== '[') return string;
  try {
    return JSON.stringify(JSON.parse(string), null, 2);
  } catch {
    return string;
  }
}

/** A long text collapsed behind its first line, a short one shown; open when it holds a search term. */
function collapsible(options) {
  const content = pretty(options.content);
  const long = content.length > (options.limit ?? 600) || content.split('\n').length > 16;
  const preview = content.replace(/\s+/g, ' ').slice(0, 120);
  return lazy({
    className: `block ${options.className ?? ''}`,
    summary: [
      el('span', 'label', options.label),
      el('span', 'size', ` ${content.length.toLocaleString()} chars`),
      long ? el('span', 'preview', ` ${preview}${content.length > 120 ? '…' : ''}`) : null,
    ],
    open: options.open ?? (!long || matches(content)),
    body: () => el('pre', null, content),
  });
}

/** A table from a header and rows of cells (each cell a child or a list of children). */
function table(header, rows, className) {
  return el(
    'table',
    className,
    el(
      'thead',
      null,
      el(
        'tr',
        null,
        header.map((cell) => el('th', null, cell)),
      ),
    ),
    el(
      'tbody',
      null,
      rows.map((row) =>
        el(
          'tr',
          row.className,
          row.cells.map((cell) => el('td', null, cell)),
        ),
      ),
    ),
  );
}

const badge = (ok, label) => el('span', `badge ${ok === true ? 'ok' : ok === false ? 'bad' : 'neutral'}`, label);

globalThis.kopaViewerDom = { setTerms, text, matches, lower, el, lazy, pretty, collapsible, table, badge, search };
