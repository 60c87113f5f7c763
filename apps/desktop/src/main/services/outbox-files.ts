// The outbox on disk: one JSON file per entry, written atomically, so a crash can lose at most the write in progress
// and never leaves a file half-written.
import { readdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutboxEntry, OutboxState } from '../../shared/bridge.ts';
import {
  readJsonFile,
  removeFileDurably,
  removeStrayTempFiles,
  writeFileAtomic,
} from './atomic-file.ts';

const FORMAT = 1;
const STATES: readonly OutboxState[] = ['queued', 'sending', 'sent', 'failed', 'unconfirmed'];

/** An entry plus what only the outbox needs: its order and how many automatic attempts it has had. */
export interface OutboxRecord {
  seq: number;
  autoAttempts: number;
  entry: OutboxEntry;
}

export interface LoadedRecords {
  records: OutboxRecord[];
  /** Files that could not be read; moved aside as `<name>.corrupt` rather than lost. */
  unreadable: string[];
}

export function recordPath(dir: string, id: string): string {
  return join(dir, `${id}.json`);
}

export async function saveRecord(dir: string, record: OutboxRecord): Promise<void> {
  await writeFileAtomic(
    recordPath(dir, record.entry.id),
    JSON.stringify({ format: FORMAT, ...record }),
  );
}

export async function removeRecord(dir: string, id: string): Promise<void> {
  await removeFileDurably(recordPath(dir, id));
}

export async function loadRecords(dir: string): Promise<LoadedRecords> {
  await removeStrayTempFiles(dir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT')
      return { records: [], unreadable: [] };
    throw error;
  }
  const records: OutboxRecord[] = [];
  const unreadable: string[] = [];
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    const path = join(dir, name);
    const record = await readRecord(path);
    if (record && `${record.entry.id}.json` === name) {
      records.push(record);
    } else {
      unreadable.push(name);
      await rename(path, `${path}.corrupt`);
    }
  }
  records.sort((a, b) => a.seq - b.seq);
  return { records, unreadable };
}

async function readRecord(path: string): Promise<OutboxRecord | undefined> {
  let data: unknown;
  try {
    data = await readJsonFile(path);
  } catch {
    return undefined;
  }
  return isRecord(data)
    ? { seq: data.seq, autoAttempts: data.autoAttempts, entry: data.entry }
    : undefined;
}

function isRecord(data: unknown): data is OutboxRecord & { format: number } {
  if (typeof data !== 'object' || data === null) return false;
  const value = data as Record<string, unknown>;
  const entry = value.entry as Record<string, unknown> | undefined;
  return (
    value.format === FORMAT &&
    typeof value.seq === 'number' &&
    typeof value.autoAttempts === 'number' &&
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'string' &&
    typeof entry.conversationId === 'string' &&
    typeof entry.serviceUrl === 'string' &&
    typeof entry.draft === 'object' &&
    entry.draft !== null &&
    STATES.includes(entry.state as OutboxState)
  );
}
