/** What an upload is, told from its first bytes (never from its name or the client's content type). */
export type DetectedType =
  | { kind: 'image'; mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' }
  | { kind: 'document'; mime: 'application/pdf'; extension: 'pdf' }
  | { kind: 'video'; mime: 'video/webm'; extension: 'webm' }
  | { kind: 'video'; mime: 'video/mp4'; extension: 'mp4' }
  | { kind: 'captions'; mime: 'text/vtt'; extension: 'vtt' };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const contains = (bytes: Uint8Array, needle: number[], within: number) => {
  const end = Math.min(bytes.length, within) - needle.length;
  for (let i = 0; i <= end; i += 1) if (startsWith(bytes, needle, i)) return true;
  return false;
};
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** WebVTT: the text "WEBVTT" (after an optional BOM) followed by a space, a tab, a line break or the end. */
function isWebVtt(bytes: Uint8Array): boolean {
  const start = startsWith(bytes, UTF8_BOM) ? 3 : 0;
  if (!startsWith(bytes, ascii('WEBVTT'), start)) return false;
  const next = bytes[start + 6];
  return next === undefined || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d;
}

/** The accepted type these bytes are, or null. Magic numbers from each format's specification. */
export function detectType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', mime: 'image/png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { kind: 'image', mime: 'image/gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { kind: 'image', mime: 'image/webp' };
  // PDF readers accept the header anywhere in the first KiB, but a well-formed file starts with it; be strict.
  if (startsWith(bytes, ascii('%PDF-'))) return { kind: 'document', mime: 'application/pdf', extension: 'pdf' };
  // Matroska's EBML header, with the DocType "webm" (plain Matroska is not played by browsers).
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && contains(bytes, ascii('webm'), 64))
    return { kind: 'video', mime: 'video/webm', extension: 'webm' };
  // ISO base media: a first box of type "ftyp"; QuickTime brands ("qt  ") are not MP4.
  if (startsWith(bytes, ascii('ftyp'), 4) && !startsWith(bytes, ascii('qt  '), 8))
    return { kind: 'video', mime: 'video/mp4', extension: 'mp4' };
  if (isWebVtt(bytes)) return { kind: 'captions', mime: 'text/vtt', extension: 'vtt' };
  return null;
}
