import { readFile } from 'node:fs/promises';
import { UsageError } from './errors.js';
import { t } from './i18n/index.js';
import { rememberSecret } from './secrets.js';

/** Options every subcommand accepts (declared on the root program). */
export interface GlobalOptions {
  json?: boolean;
  baseUrl?: string;
  tokenFile?: string;
  timeout?: number;
  retries?: number;
}

export interface CliConfig {
  readonly baseUrl: string;
  readonly token: string;
  readonly timeoutMs: number | undefined;
  readonly retries: number | undefined;
}

type Environment = Readonly<Record<string, string | undefined>>;

/** Flags win over environment variables, so a one-off command can point elsewhere. */
export async function resolveConfig(options: GlobalOptions, env: Environment): Promise<CliConfig> {
  const baseUrl = resolveBaseUrl(options.baseUrl, env['CRM_BASE_URL']);
  const token = await resolveToken(options.tokenFile, env['CRM_TOKEN']);
  rememberSecret(token);
  return { baseUrl, token, timeoutMs: options.timeout, retries: options.retries };
}

function resolveBaseUrl(flag: string | undefined, variable: string | undefined): string {
  const source = flag !== undefined ? '--base-url' : 'CRM_BASE_URL';
  const raw = (flag ?? variable ?? '').trim();
  if (raw === '') {
    throw new UsageError(t.usage.noBaseUrl);
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(t.usage.invalidBaseUrl(source));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(t.usage.baseUrlNotHttp(source));
  }
  // The client appends /api/v1/...; a trailing slash would double it.
  return raw.replace(/\/+$/, '');
}

async function resolveToken(
  tokenFile: string | undefined,
  variable: string | undefined,
): Promise<string> {
  if (tokenFile !== undefined) {
    const token = withoutScheme(await readTokenFile(tokenFile));
    if (token === '') {
      throw new UsageError(t.usage.emptyTokenFile(tokenFile));
    }
    return token;
  }
  const token = withoutScheme(variable ?? '');
  if (token === '') {
    throw new UsageError(t.usage.noToken);
  }
  return token;
}

async function readTokenFile(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(t.usage.unreadableTokenFile(path, (error as NodeJS.ErrnoException).code));
  }
}

/** People paste "Bearer eyJ..." from browser tools; the client adds the scheme itself. */
function withoutScheme(token: string): string {
  return token.trim().replace(/^bearer\s+/i, '');
}
