/** `/protocol-builder/{protocol}/...` paths, each segment URL-safe. */
export function builderPath(protocolId: string, ...segments: (string | number)[]): string {
  return `/protocol-builder/${[protocolId, ...segments].map((s) => encodeURIComponent(String(s))).join('/')}`;
}
