import { spawn } from 'node:child_process';
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
