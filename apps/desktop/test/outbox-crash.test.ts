// Crash safety: a child process writes outbox entries in a loop and is killed with SIGKILL mid-write. Restarting
// the outbox on the same folder must find every entry the child reported, none twice, no damaged file, and must
// never resend an entry that was caught mid-send.
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../src/shared/bridge.ts';
import { Outbox } from '../src/main/services/outbox.ts';
import type { SendOutcome } from '../src/main/services/send-outcome.ts';
import { waitForState } from './support/outbox-events.ts';
import { makeTempDir } from './support/temp-dir.ts';

const WRITER = join(import.meta.dirname, 'fixtures/outbox-writer.ts');

/** Starts the writer, lets it report `count` entries, kills it with SIGKILL while it keeps writing. */
function runAndKill(dir: string, count: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRITER, dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    const reported: string[] = [];
    let buffer = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines)
        if (line.startsWith('queued ')) reported.push(line.slice('queued '.length));
      if (reported.length >= count && child.exitCode === null && !child.killed)
        child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(reported);
      else reject(new Error(`The writer exited on its own (code ${code}): ${stderr}`));
    });
  });
}

describe('outbox crash safety', () => {
  let dir: { path: string; remove: () => Promise<void> };
  beforeEach(async () => {
    dir = await makeTempDir('crm-desk-crash-');
  });
  afterEach(async () => {
    await dir.remove();
  });

  it('loses nothing, duplicates nothing and never resends an entry caught mid-send', async () => {
    const everReported = new Set<string>();
    for (let round = 0; round < 3; round += 1) {
      const reported = await runAndKill(dir.path, 25 + round * 10);
      expect(reported.length).toBeGreaterThan(0);
      for (const id of reported) everReported.add(id);

      const sentIds: string[] = [];
      const outbox = await Outbox.open({
        dir: dir.path,
        send: async (entry: OutboxEntry): Promise<SendOutcome> => {
          sentIds.push(entry.id);
          return { ok: true, message: { id: `server-${entry.id}` } };
        },
      });
      const entries = outbox.list();
      const ids = entries.map((entry) => entry.id);

      // Nothing lost: every entry the writer reported as written is there. Nothing twice.
      for (const id of everReported) expect(ids).toContain(id);
      expect(new Set(ids).size).toBe(ids.length);

      // Entries caught mid-send are unconfirmed and are not sent again; queued ones resume, each sent once.
      const unconfirmed = entries
        .filter((entry) => entry.state === 'unconfirmed')
        .map((entry) => entry.id);
      expect(unconfirmed.length).toBeGreaterThan(0);
      const queued = entries.filter((entry) => entry.state === 'queued').map((entry) => entry.id);
      await Promise.all(queued.map((id) => waitForState(outbox, id, 'sent')));
      await outbox.close();
      for (const id of unconfirmed) expect(sentIds).not.toContain(id);
      expect([...sentIds].sort()).toEqual([...queued].sort());

      // No damaged file was found, and no temporary file is left behind.
      const names = await readdir(dir.path);
      expect(names.filter((name) => !name.endsWith('.json'))).toEqual([]);
      expect(names).toHaveLength(ids.length);
    }
  });
});
