/** How many minor units a currency has (USD 2, JPY 0, KWD 3), as the runtime's Intl knows it. */
function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** 19.99 USD -> 1999; rounds away float noise (0.1 + 0.2). */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** minorDigits(currency));
}

/** 1999 USD -> 19.99. */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

export function currencyDigits(currency: string): number {
  return minorDigits(currency);
}
