// Durable file writes: a reader (or a restart after a crash) sees the old content or the new one, never half of it.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

const TEMP_MARKER = '.tmp-';

/** Writes to a temporary file, flushes it to the disk, then renames it over `path` and flushes the folder. */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const folder = dirname(path);
  await mkdir(folder, { recursive: true });
  const tempPath = join(
    folder,
    `${basename(path)}${TEMP_MARKER}${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  const handle = await open(tempPath, 'w', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(tempPath, path);
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  await syncFolder(folder);
}

/** Removes a file and flushes the folder so the removal survives a power cut. */
export async function removeFileDurably(path: string): Promise<void> {
  await rm(path, { force: true });
  await syncFolder(dirname(path));
}

/** Reads and parses a JSON file; `undefined` when it does not exist. */
export async function readJsonFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isMissingFile(error)) return undefined;
    throw error;
  }
  return JSON.parse(text) as unknown;
}

/** Deletes temporary files left behind by a write that a crash interrupted. */
export async function removeStrayTempFiles(folder: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if (isMissingFile(error)) return;
    throw error;
  }
  await Promise.all(
    names.filter(isTempFileName).map((name) => rm(join(folder, name), { force: true })),
  );
}

export function isTempFileName(name: string): boolean {
  return name.includes(TEMP_MARKER);
}

export function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

async function syncFolder(folder: string): Promise<void> {
  // Windows cannot open a folder for flushing; there the rename is already durable enough.
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
