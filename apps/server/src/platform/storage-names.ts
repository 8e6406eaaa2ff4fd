// Both parts become path segments (or object key segments): anything beyond this alphabet (separators, "..", NUL)
// must never reach the disk or the bucket.
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Throws unless `segment` is one plain name: letters, digits, `.`, `_`, `-`, not starting with a dot, no `..`. */
export function assertSafe(segment: string): void {
  if (!SAFE_SEGMENT.test(segment) || segment.includes('..')) throw new Error(`unsafe storage name: ${segment}`);
}
