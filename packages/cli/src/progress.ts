import { SingleBar } from 'cli-progress';

/** How a long operation reports how far it got. */
export interface Progress {
  update(done: number, total: number): void;
  stop(): void;
}

const silent: Progress = { update: () => undefined, stop: () => undefined };

/**
 * A progress bar on stderr, only when stderr is a terminal: piped or redirected runs (scripts,
 * CI logs) get no escape codes and stdout stays pure data.
 */
export function createProgress(
  label: string,
  stream: NodeJS.WriteStream = process.stderr,
): Progress {
  if (!stream.isTTY) return silent;
  const bar = new SingleBar({
    stream,
    format: `${label} |{bar}| {value}/{total}`,
    clearOnComplete: true,
    hideCursor: true,
  });
  let started = false;
  return {
    update(done, total) {
      if (!started) {
        bar.start(total, done);
        started = true;
        return;
      }
      bar.setTotal(total);
      bar.update(done);
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
