import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { findFreePort } from './free-port.ts';
import { bundledSpecPath } from './spec-path.ts';

export interface MockOptions {
  /** Spec file to serve; defaults to the bundled CRM contract. */
  spec?: string;
  /** Port on 127.0.0.1; defaults to a free one. */
  port?: number;
  /** Prism's dynamic mode (`-d`): random data generated from the schemas instead of the examples. */
  dynamic?: boolean;
  /** Print Prism's own log lines (request by request) to this process's stderr. */
  log?: boolean;
  /** How long to wait for Prism to answer, in ms. */
  startTimeoutMs?: number;
}

export interface RunningMock {
  /** Base URL, e.g. http://127.0.0.1:4010 */
  url: string;
  close(): Promise<void>;
}

const prismBin = resolvePrismBin();
const running = new Set<ChildProcess>();

// A test runner that exits (or fails) must not leave Prism behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts Prism on 127.0.0.1, waits until it answers, and returns its URL and a close function. */
export async function startMock(options: MockOptions = {}): Promise<RunningMock> {
  const attempts = options.port ? 1 : 3;
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await startOnce(options, options.port ?? (await findFreePort()));
    } catch (error) {
      lastError = error; // most likely the port was taken between finding and binding it
    }
  }
  throw lastError;
}

async function startOnce(options: MockOptions, port: number): Promise<RunningMock> {
  const args = [prismBin, 'mock', '-h', '127.0.0.1', '-p', String(port)];
  if (options.dynamic) args.push('-d');
  args.push(options.spec ?? bundledSpecPath);

  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const collect = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-4000);
    if (options.log) process.stderr.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  const url = `http://127.0.0.1:${port}`;
  const close = () => stop(child);
  try {
    await waitUntilAnswering(url, child, options.startTimeoutMs ?? 30_000);
  } catch (error) {
    await close();
    throw new Error(`Prism did not start on ${url}: ${(error as Error).message}\n${output}`, {
      cause: error,
    });
  }
  return { url, close };
}

async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`it exited with code ${child.exitCode}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return; // any HTTP answer (401, 404...) means it is listening
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`no answer within ${timeoutMs} ms`);
}

function stop(child: ChildProcess): Promise<void> {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 2000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function resolvePrismBin(): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('@stoplight/prism-cli/package.json');
  const manifest = require(manifestPath) as { bin: { prism: string } };
  return new URL(manifest.bin.prism, `file://${manifestPath}`).pathname;
}
