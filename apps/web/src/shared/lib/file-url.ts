/** `public/files/{size}/{name}`: where the server serves a stored image in a given size. */
export function fileUrl(name: string, size: 'thumb' | 'medium' | 'large' = 'medium'): string {
  return `/public/files/${size}/${encodeURIComponent(name)}`;
}
