// The source is linted by `pnpm lint`; this checks the bundle partners receive, where Spectral can also
// validate the path items that the source only reaches through `$ref` (see .spectral.yaml).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { bundledJsonPath, packageRoot } from './support/bundled-spec.ts';

const run = promisify(execFile);
const bin = (name: string): string => join(packageRoot, 'node_modules', '.bin', name);

async function exitCodeAndOutput(
  command: string,
  args: string[],
): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: packageRoot });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('the bundled document', () => {
  it('passes Spectral (oas + OWASP) without errors or warnings', async () => {
    const result = await exitCodeAndOutput(bin('spectral'), [
      'lint',
      '--ruleset',
      '.spectral.yaml',
      '--fail-severity=warn',
      bundledJsonPath,
    ]);
    expect(result.output).toContain('No results with a severity of');
    expect(result.code).toBe(0);
  });

  it('passes Redocly lint', async () => {
    const result = await exitCodeAndOutput(bin('redocly'), ['lint', bundledJsonPath]);
    expect(result.output).toMatch(/valid/i);
    expect(result.code).toBe(0);
  });
});
