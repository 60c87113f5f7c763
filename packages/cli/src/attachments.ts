import type { AttachmentType, SendMessageAttachment } from '@crm/client';

export type { AttachmentType };
export const attachmentTypes = [
  'IMAGE',
  'VIDEO',
  'AUDIO',
  'FILE',
] as const satisfies readonly AttachmentType[];

interface Kind {
  readonly type: AttachmentType;
  readonly mimeType: string;
}

/** The common extensions; anything else is sent as a FILE the service can still deliver. */
const kindsByExtension: Readonly<Record<string, Kind>> = {
  jpg: { type: 'IMAGE', mimeType: 'image/jpeg' },
  jpeg: { type: 'IMAGE', mimeType: 'image/jpeg' },
  png: { type: 'IMAGE', mimeType: 'image/png' },
  gif: { type: 'IMAGE', mimeType: 'image/gif' },
  webp: { type: 'IMAGE', mimeType: 'image/webp' },
  mp4: { type: 'VIDEO', mimeType: 'video/mp4' },
  mov: { type: 'VIDEO', mimeType: 'video/quicktime' },
  webm: { type: 'VIDEO', mimeType: 'video/webm' },
  '3gp': { type: 'VIDEO', mimeType: 'video/3gpp' },
  mp3: { type: 'AUDIO', mimeType: 'audio/mpeg' },
  ogg: { type: 'AUDIO', mimeType: 'audio/ogg' },
  opus: { type: 'AUDIO', mimeType: 'audio/ogg' },
  m4a: { type: 'AUDIO', mimeType: 'audio/mp4' },
  aac: { type: 'AUDIO', mimeType: 'audio/aac' },
  wav: { type: 'AUDIO', mimeType: 'audio/wav' },
  amr: { type: 'AUDIO', mimeType: 'audio/amr' },
  pdf: { type: 'FILE', mimeType: 'application/pdf' },
  txt: { type: 'FILE', mimeType: 'text/plain' },
  csv: { type: 'FILE', mimeType: 'text/csv' },
  zip: { type: 'FILE', mimeType: 'application/zip' },
  doc: { type: 'FILE', mimeType: 'application/msword' },
  docx: {
    type: 'FILE',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    type: 'FILE',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
};

const unknownKind: Kind = { type: 'FILE', mimeType: 'application/octet-stream' };

/** Builds a message attachment from its URL: file name from the last path segment, type from the extension. */
export function attachmentFromUrl(url: URL, typeOverride?: AttachmentType): SendMessageAttachment {
  const fileName = fileNameOf(url);
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const kind = kindsByExtension[extension] ?? unknownKind;
  return { url: url.href, fileName, mimeType: kind.mimeType, type: typeOverride ?? kind.type };
}

function fileNameOf(url: URL): string {
  const lastSegment = url.pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(lastSegment) || 'attachment';
  } catch {
    return lastSegment || 'attachment';
  }
}
