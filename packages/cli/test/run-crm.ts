import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import {
  sendJson,
  startLocalServer,
  type LocalServer,
  type RecordedRequest,
  type RequestHandler,
} from '@crm/testkit';
import { afterEach } from 'vitest';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../bin/crm.js', import.meta.url));

/** A token that would be easy to spot if it ever leaked into output. */
export const testToken = 'eyJhbGciOiJIUzI1NiJ9.crm-cli-test-token.c2VjcmV0LXNpZ25hdHVyZQ';

export interface CrmRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunOptions {
  /** CRM_BASE_URL; omitted when undefined. */
  readonly baseUrl?: string;
  /** CRM_TOKEN; defaults to testToken, omitted when null. */
  readonly token?: string | null;
  /** More variables; a value of undefined removes the variable (e.g. the default CRM_LANG). */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/**
 * Runs the built `crm` bin as a child process, with a clean environment (no CRM_* or locale
 * inherited) and in English (CRM_LANG=en) unless `env` says otherwise, so a developer with a
 * pt_BR locale gets the same results. Every run is checked for the token in its output, so no
 * test can let a leak pass unnoticed.
 */
export async function runCrm(args: readonly string[], options: RunOptions = {}): Promise<CrmRun> {
  const token = options.token === undefined ? testToken : options.token;
  const env: Record<string, string | undefined> = {
    PATH: process.env['PATH'] ?? '',
    CRM_LANG: 'en',
    ...options.env,
  };
  if (options.baseUrl !== undefined) env['CRM_BASE_URL'] = options.baseUrl;
  if (token !== null) env['CRM_TOKEN'] = token;
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];

  const child = spawn(process.execPath, [bin, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (stdout.includes(testToken) || stderr.includes(testToken)) {
    throw new Error(`The token leaked into the output of crm ${args.join(' ')}`);
  }
  return { code, stdout, stderr };
}

/** Parses stdout of a `--json` run, failing with the output in the message if it is not JSON. */
export function parseJson(run: CrmRun): unknown {
  try {
    return JSON.parse(run.stdout);
  } catch {
    throw new Error(
      `stdout is not JSON (exit ${run.code}):\n${run.stdout}\nstderr:\n${run.stderr}`,
    );
  }
}

/**
 * Runs crm on a pseudo-terminal (util-linux `script`), the only way to give it a TTY stderr; returns what the
 * terminal showed. `env` is the whole environment besides PATH, CRM_BASE_URL and CRM_TOKEN.
 */
export async function runCrmOnTerminal(
  args: readonly string[],
  baseUrl: string,
  env: Readonly<Record<string, string>>,
): Promise<string> {
  const command = [process.execPath, bin, ...args].map((part) => `"${part}"`).join(' ');
  const { stdout } = await promisify(execFile)(
    '/usr/bin/script',
    ['-q', '-e', '-c', command, '/dev/null'],
    {
      env: { PATH: process.env['PATH'] ?? '', CRM_BASE_URL: baseUrl, CRM_TOKEN: testToken, ...env },
    },
  );
  return stdout;
}

/** A handler that answers every request with `status` and a JSON body. */
export function answer(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): RequestHandler {
  return (_request, response) => sendJson(response, status, body, headers);
}

export interface LocalServerRuns {
  /** Starts a local server answering through `handler` and runs crm against it, with retries off. */
  against(handler: RequestHandler, ...args: string[]): Promise<CrmRun>;
  /** What the latest server received. */
  readonly requests: readonly RecordedRequest[];
}

/** For tests about how one answer of the service is reported; each test's server is closed after it. */
export function runsAgainstLocalServer(
  run: (args: readonly string[], options: RunOptions) => Promise<CrmRun> = runCrm,
): LocalServerRuns {
  let server: LocalServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  return {
    async against(handler, ...args) {
      server = await startLocalServer(handler);
      // Each case is about how one answer is reported, not about back-off.
      return run(['--retries', '0', ...args], { baseUrl: server.url });
    },
    get requests() {
      return server?.requests ?? [];
    },
  };
}
