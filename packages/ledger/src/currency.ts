/**
 * The currencies the ledger knows and their minor units, with nothing else (no errors, no arithmetic), so the browser's
 * first download can format money by the same table as the server (`apps/web/src/shared/lib/money.ts`).
 */

/**
 * Minor units per currency, from the ISO 4217 list (2 for every code not named here). Not Intl's digits: those are
 * CLDR's display digits (ICU 78 shows IDR, HUF and IQD with none, where ISO 4217 gives them 2, 2 and 3) and they move
 * between ICU releases, while a stored amount must mean the same after a Node upgrade.
 */
const EXPONENTS: ReadonlyMap<string, number> = new Map([
  ...'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' ').map((c) => [c, 0] as const),
  ...'BHD IQD JOD KWD LYD OMR TND'.split(' ').map((c) => [c, 3] as const),
  ...'CLF UYW'.split(' ').map((c) => [c, 4] as const),
]);

/** Units of account, metals and test codes: ISO 4217 gives them no minor unit, so nothing is owed in them. */
const NO_MINOR_UNIT = new Set('XAG XAU XBA XBB XBC XBD XDR XPD XPT XSU XTS XUA XXX'.split(' '));

// The codes the runtime knows (as `ZCurrency` in the contracts checks them), so a typo such as "USX" is refused.
const KNOWN = new Set(
  [...Intl.supportedValuesOf('currency'), ...EXPONENTS.keys()].filter((c) => !NO_MINOR_UNIT.has(c)),
);

export function isKnownCurrency(currency: unknown): currency is string {
  return typeof currency === 'string' && KNOWN.has(currency);
}

/** Minor units of a known currency by ISO 4217 (EUR 2, JPY 0, KWD 3); 2 for a code the table does not name. */
export function minorDigits(currency: string): number {
  return EXPONENTS.get(currency) ?? 2;
}
