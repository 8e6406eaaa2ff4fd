/** A price in minor units (cents) as the reader's locale writes that currency: 1999 USD -> "$19.99". */
export function formatPrice(priceMinor: number, currency: string, locale: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(priceMinor / 10 ** digits);
  } catch {
    // An unknown currency code: show the number with the code rather than nothing.
    return `${(priceMinor / 100).toFixed(2)} ${currency}`;
  }
}

/** `public/files/{size}/{name}`: where the server serves a stored image in a given size. */
export function fileUrl(name: string, size: 'thumb' | 'medium' | 'large' = 'medium'): string {
  return `/public/files/${size}/${encodeURIComponent(name)}`;
}
