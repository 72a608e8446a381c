// Builds the installable CLI: esbuild bundles cli/src/main.ts, every workspace package it imports and
// every node_modules dependency into plain JavaScript in cli/dist, so the packed tarball installs with no
// registry access and starts without tsx. Run by `pnpm build` (or `pnpm --filter @kopa/cli build`).
//
// The sources locate some files relative to themselves (`import.meta.dirname`): the task data, the
// report viewer's assets, the verl reward file, the root package.json. A bundle has one location, so
// each such expression is rewritten to the same path under a root that is the clone when the bundle
// sits in one (cli/dist inside a workspace) and cli/dist/root, where those files are copied, when it
// is installed from the tarball. bin/kopa uses the bundle only while no source is newer than it
// (dist/.built and dist/sources, written last).
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { type BuildOptions, build, type Plugin } from 'esbuild';
import { GRADER_VERSION, graderSources } from '../evaluator/src/bundle/grader-version.ts';

const CLI = import.meta.dirname;
const REPO = resolve(CLI, '..');
const DIST = join(CLI, 'dist');

/** Files read at run time through `import.meta.dirname`, copied under dist/root at their repo paths. */
const RUNTIME_FILES = [
  'tasks/data',
  'evaluator/src/report/viewer-dom.js',
  'evaluator/src/report/viewer-render.js',
  'evaluator/src/report/viewer-client.js',
  'evaluator/src/report/viewer.css',
  'python/kopa_rl/verl_reward.py',
];

// Defined once at the top of each output file; the `__kopa` names keep clear of bundled code. The
// main bundle is CommonJS so that the launcher can hand V8 a code cache; the synth workers use
// top-level await and stay ESM, with `require`, `__filename` and `__dirname` made for them.
const ESM_PRELUDE = `import { createRequire as __kopaCreateRequire } from 'node:module';
import { fileURLToPath as __kopaFromUrl } from 'node:url';
const require = __kopaCreateRequire(import.meta.url);
const __filename = __kopaFromUrl(import.meta.url);
const __dirname = require('node:path').dirname(__filename);`;
const BANNER = `const __kopaPath = require('node:path');
const __kopaBundleUrl = require('node:url').pathToFileURL(__filename).href;
const __kopaRoot = require('node:fs').existsSync(__kopaPath.join(__dirname, '../../pnpm-workspace.yaml'))
  ? __kopaPath.join(__dirname, '../..')
  : __kopaPath.join(__dirname, 'root');
const __kopaDir = (path) => __kopaPath.join(__kopaRoot, path);
const __kopaUrl = (path) => require('node:url').pathToFileURL(__kopaPath.join(__kopaRoot, path) + '/').href;`;

/** The bundled workers are plain JS: the tsx registration the sources do first becomes a no-op. */
const NO_TSX = JSON.stringify('data:text/javascript,export function register() {}');

/** Source rewrites (see the header); the grader version is fixed at build time from the sources. */
function rewrites(): Plugin {
  return {
    name: 'kopa-rewrites',
    setup(context) {
      context.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const path = relative(REPO, args.path);
        if (path === 'evaluator/src/bundle/grader-version.ts')
          return {
            loader: 'ts',
            contents: `export function graderSources(): string[] { return ${JSON.stringify(graderSources())}; }
export const GRADER_VERSION: string = ${JSON.stringify(GRADER_VERSION)};`,
          };
        let text = readFileSync(args.path, 'utf8').replace(/^#!.*\n/, '');
        text = text
          .replace(/import\.meta\.resolve\('tsx\/esm\/api'\)/g, NO_TSX)
          .replace(/new URL\('\.\/([\w-]+)\.ts', import\.meta\.url\)/g, "new URL('./$1.mjs', __kopaBundleUrl)");
        const here = JSON.stringify(dirname(path));
        text = text
          .replace(/import\.meta\.dirname/g, `__kopaDir(${here})`)
          .replace(/import\.meta\.url/g, `__kopaUrl(${here})`);
        return { loader: 'ts', contents: text };
      });
    },
  };
}

/** The folders a change in which makes the bundle stale: each input's top folder in its package. */
function sourceFolders(inputs: string[]): string[] {
  const folders = new Set<string>(['pnpm-lock.yaml', 'cli/build.ts', 'cli/launcher.cjs', 'cli/package.json']);
  for (const input of inputs) {
    if (input.includes('node_modules/')) continue;
    let packageDir = dirname(input);
    while (packageDir !== '.' && !existsSync(join(REPO, packageDir, 'package.json'))) packageDir = dirname(packageDir);
    const [top, ...below] = relative(packageDir, input).split('/');
    folders.add(top && below.length ? join(packageDir, top) : input);
  }
  for (const file of RUNTIME_FILES) folders.add(file);
  return [...folders].sort();
}

export async function buildCli(): Promise<{ folders: string[] }> {
  const started = new Date();
  // Built aside and moved in at the end, so a `bin/kopa` starting meanwhile never runs half a build.
  const out = `${DIST}.${process.pid}`;
  rmSync(out, { recursive: true, force: true });
  const common = {
    absWorkingDir: REPO,
    outdir: out,
    bundle: true,
    platform: 'node',
    target: 'node20',
    mainFields: ['module', 'main'],
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [rewrites()],
  } satisfies BuildOptions;
  const main = await build({
    ...common,
    entryPoints: { main: 'cli/src/main.ts' },
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    banner: { js: BANNER },
  });
  const workers = await build({
    ...common,
    entryPoints: {
      'path-worker': 'synth/src/phase-a/refine/path-worker.ts',
      'tasks-worker': 'synth/src/phase-b/tasks-worker.ts',
    },
    outExtension: { '.js': '.mjs' },
    format: 'esm',
    banner: { js: `${ESM_PRELUDE}\n${BANNER}` },
  });
  cpSync(join(CLI, 'launcher.cjs'), join(out, 'kopa.cjs'));
  chmodSync(join(out, 'kopa.cjs'), 0o755);
  // A first run writes V8's code cache for the bundle, so the first real start is already fast.
  execFileSync(process.execPath, [join(out, 'kopa.cjs'), '--help'], {
    env: { ...process.env, KOPA_WRITE_CODE_CACHE: '1' },
    stdio: 'ignore',
  });
  for (const file of RUNTIME_FILES) cpSync(join(REPO, file), join(out, 'root', file), { recursive: true });
  const { version } = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string };
  mkdirSync(join(out, 'root'), { recursive: true });
  writeFileSync(join(out, 'root/package.json'), `${JSON.stringify({ version })}\n`);
  const folders = sourceFolders([...Object.keys(main.metafile.inputs), ...Object.keys(workers.metafile.inputs)]);
  writeFileSync(join(out, 'sources'), `${folders.join('\n')}\n`);
  // The stamp carries the start time, so a source saved during the build still counts as newer.
  writeFileSync(join(out, '.built'), '');
  utimesSync(join(out, '.built'), started, started);
  rmSync(DIST, { recursive: true, force: true });
  renameSync(out, DIST);
  return { folders };
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const { folders } = await buildCli();
  process.stderr.write(`kopa: built cli/dist from ${folders.length} source folders\n`);
}
