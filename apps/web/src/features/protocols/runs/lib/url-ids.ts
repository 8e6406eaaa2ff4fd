const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A protocol or run id from the URL or a text box: the server filters by uuid, so anything else is no filter. */
export function readUuid(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return UUID.test(trimmed) ? trimmed.toLowerCase() : null;
}
