// Progress: a bar on a TTY (cli-progress), plain periodic lines otherwise.
import cliProgress from 'cli-progress';

export function createProgress(options: { label: string; total: number }) {
  const counts = { pass: 0, fail: 0, infra: 0 };
  let done = 0;
  let stopped = false;
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        format: `${options.label} [{bar}] {value}/{total} pass {pass} fail {fail} infra {infra} | {eta_formatted}`,
        stream: process.stderr,
      },
      cliProgress.Presets.shades_classic,
    );
    bar.start(options.total, 0, counts);
    return {
      tick(outcome: keyof typeof counts) {
        counts[outcome]++;
        bar.increment(1, counts);
      },
      stop() {
        if (!stopped) bar.stop();
        stopped = true;
      },
    };
  }
  let lastLine = 0;
  return {
    tick(outcome: keyof typeof counts) {
      counts[outcome]++;
      done++;
      if (done === options.total || Date.now() - lastLine > 5000) {
        lastLine = Date.now();
        process.stderr.write(
          `${options.label}: ${done}/${options.total} (pass ${counts.pass}, fail ${counts.fail}, infra ${counts.infra})\n`,
        );
      }
    },
    stop() {
      stopped = true;
    },
  };
}
