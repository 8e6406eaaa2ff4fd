import { describe, expect, it } from 'vitest';
import { downloadName } from './download-name.ts';

describe('the name a download is saved under', () => {
  it('takes the extension of the type served, whatever the uploader called it', () => {
    expect(downloadName('invoice.html', 'application/pdf')).toBe('invoice.pdf');
    expect(downloadName('notes.exe', 'text/plain')).toBe('notes.txt');
    expect(downloadName('clip.svg', 'video/mp4')).toBe('clip.mp4');
    expect(downloadName('no-extension', 'application/pdf')).toBe('no-extension.pdf');
    expect(downloadName('.htaccess', 'text/plain')).toBe('.htaccess.txt');
  });

  it('keeps an extension that already fits the type', () => {
    expect(downloadName('Plan de entrenamiento.PDF', 'application/pdf')).toBe('Plan de entrenamiento.pdf');
    expect(downloadName('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(downloadName('captions.vtt', 'text/vtt')).toBe('captions.vtt');
    expect(downloadName('خطة الأسبوع.pdf', 'application/pdf')).toBe('خطة الأسبوع.pdf');
  });

  it('drops bidirectional controls and other hidden characters, and path separators', () => {
    // "invoice<RLO>fdp.exe" shows as "invoiceexe.pdf" in a right-to-left override.
    expect(downloadName('invoice\u202Efdp.exe', 'application/pdf')).toBe('invoicefdp.pdf');
    expect(downloadName('a\u2066b\u2069c\u200f.pdf\u0000', 'application/pdf')).toBe('abc.pdf');
    expect(downloadName('../../etc/passwd', 'text/plain')).toBe('.._.._etc_passwd.txt');
  });

  it('names something when nothing is left, and keeps long names bounded', () => {
    expect(downloadName('\u202E', 'application/pdf')).toBe('download.pdf');
    expect(downloadName(`${'x'.repeat(500)}.pdf`, 'application/pdf')).toHaveLength(184);
    expect(downloadName('file.bin', 'application/x-unknown-type')).toBe('file.bin');
  });
});
