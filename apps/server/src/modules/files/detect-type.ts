/** What an upload is, told from its first bytes (never from its name or the client's content type). */
export type DetectedType =
  | { kind: 'image'; mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' }
  | { kind: 'document'; mime: 'application/pdf'; extension: 'pdf' };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

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
  return null;
}
