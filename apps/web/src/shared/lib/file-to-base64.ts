/**
 * Reads a file (or any Blob) as base64 text (SPEC section 5), as a data URL: `data:<type>;base64,<payload>`. The
 * data URL can be shown at once as an `<img src>` preview or sent in a JSON body; the part after the first comma is
 * the bare base64 payload.
 */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('The file could not be read as text.'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.onabort = () => reject(new Error('Reading the file was cancelled.'));
    reader.readAsDataURL(file);
  });
}
