import mime from 'mime-types';

/**
 * Characters that reorder or hide what a file name shows: the bidirectional controls ("invoice\u202Efdp.exe" reads as
 * "invoiceexe.pdf") and the other invisible formatting (Unicode Cf) and control (Cc) characters.
 */
const HIDDEN = /[\p{Cc}\p{Cf}]/gu;
const MAX_LENGTH = 180;

/**
 * The name a download is saved under: the uploader's name without hidden characters, with the
 * extension of the type the server sniffed and serves, so a PDF uploaded as "invoice.html" is saved as "invoice.pdf"
 * and never opened as a page. A name whose extension already fits the type keeps it ("photo.jpeg" for image/jpeg).
 */
export function downloadName(stored: string, type: string): string {
  const cleaned = stored.replace(HIDDEN, '').replace(/[/\\]/g, '_').trim();
  // An extension is a short run of letters and digits after the last dot ("passwd" in "../etc/passwd" is none).
  const match = /^(.+)\.([a-z0-9]{1,10})$/i.exec(cleaned);
  const stem = (match ? match[1]! : cleaned).trim().replace(/\.+$/, '') || 'download';
  const extension = match ? match[2]!.toLowerCase() : '';
  const fitting = mime.extensions[type.toLowerCase()] ?? [];
  const chosen = fitting.includes(extension) ? extension : mime.extension(type) || 'bin';
  return `${stem.slice(0, MAX_LENGTH)}.${chosen}`;
}
