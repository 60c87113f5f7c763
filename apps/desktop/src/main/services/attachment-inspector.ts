// Learns what an attachment URL points to from its headers (HEAD, or a one-byte ranged GET when HEAD is refused),
// so the composer can fill in name, type and size. The body is never downloaded. Unreachable → a guess from the name.
import type { AttachmentGuess, AttachmentType, Result } from '../../shared/bridge.ts';
import { fail, ok } from './result.ts';

export interface InspectOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface HeaderFacts {
  fileName?: string;
  mimeType?: string;
  size?: number;
}

const DEFAULT_TIMEOUT_MS = 5_000;

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  bmp: 'image/bmp',
  heic: 'image/heic',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/opus',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export async function inspectAttachmentUrl(
  input: string,
  options: InspectOptions = {},
): Promise<Result<AttachmentGuess>> {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return refuse();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    return refuse();

  const facts = await readHeaders(url, options);
  const fileName = facts?.fileName ?? fileNameFromPath(url);
  const mimeType = facts?.mimeType ?? mimeFromFileName(fileName);
  const guess: AttachmentGuess = {
    fileName,
    type: typeFromMime(mimeType),
    reachable: facts !== undefined,
  };
  if (mimeType) guess.mimeType = mimeType;
  if (facts?.size !== undefined) guess.size = facts.size;
  return ok(guess);
}

async function readHeaders(url: URL, options: InspectOptions): Promise<HeaderFacts | undefined> {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  try {
    const head = await doFetch(url, {
      method: 'HEAD',
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (head.ok) return factsFrom(head.headers, head.headers.get('content-length'));
  } catch {
    // Unreachable or silent: a second request would only make the attendant wait twice as long.
    return undefined;
  }
  // Some servers refuse HEAD (405, 403 on signed URLs); a one-byte ranged GET is the second chance.
  try {
    const ranged = await doFetch(url, {
      method: 'GET',
      redirect: 'follow',
      headers: { Range: 'bytes=0-0' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await ranged.body?.cancel();
    if (!ranged.ok) return undefined;
    const total =
      ranged.status === 206
        ? totalFromContentRange(ranged.headers.get('content-range'))
        : ranged.headers.get('content-length');
    return factsFrom(ranged.headers, total);
  } catch {
    return undefined;
  }
}

function factsFrom(headers: Headers, length: string | null | undefined): HeaderFacts {
  const facts: HeaderFacts = {};
  const fileName = fileNameFromDisposition(headers.get('content-disposition'));
  if (fileName) facts.fileName = fileName;
  const mimeType = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  // A generic type tells less than the file's extension does.
  if (mimeType && mimeType !== 'application/octet-stream' && /^[\w.+-]+\/[\w.+-]+$/.test(mimeType))
    facts.mimeType = mimeType;
  const size = length === null || length === undefined ? NaN : Number(length);
  if (Number.isSafeInteger(size) && size >= 0) facts.size = size;
  return facts;
}

function totalFromContentRange(value: string | null): string | undefined {
  return value?.match(/\/(\d+)\s*$/)?.[1];
}

export function fileNameFromDisposition(value: string | null): string | undefined {
  if (!value) return undefined;
  const extended = value.match(/filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/);
  if (extended?.[1]) {
    try {
      return cleanFileName(decodeURIComponent(extended[1].trim().replace(/^"|"$/g, '')));
    } catch {
      // Badly encoded: fall back to the plain parameter.
    }
  }
  const plain = value.match(/filename\s*=\s*("([^"]*)"|[^;]+)/);
  const name = plain?.[2] ?? plain?.[1];
  return name ? cleanFileName(name.trim()) : undefined;
}

function fileNameFromPath(url: URL): string {
  const last = url.pathname.split('/').filter(Boolean).pop();
  if (last) {
    try {
      const name = cleanFileName(decodeURIComponent(last));
      if (name) return name;
    } catch {
      // Fall through to the host name.
    }
  }
  return cleanFileName(url.hostname) || 'file';
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** No folders, no control characters, at most 255 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(CONTROL_CHARACTERS, '').trim().slice(0, 255);
}

export function mimeFromFileName(fileName: string): string | undefined {
  const extension = fileName.includes('.') ? fileName.split('.').pop()?.toLowerCase() : undefined;
  return extension ? MIME_BY_EXTENSION[extension] : undefined;
}

export function typeFromMime(mimeType: string | undefined): AttachmentType {
  if (mimeType?.startsWith('image/')) return 'IMAGE';
  if (mimeType?.startsWith('video/')) return 'VIDEO';
  if (mimeType?.startsWith('audio/')) return 'AUDIO';
  return 'FILE';
}

function refuse(): Result<AttachmentGuess> {
  return fail('invalid-input', 'The attachment address must be a full http:// or https:// link.', {
    field: 'url',
  });
}
