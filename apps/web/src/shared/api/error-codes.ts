import type { CodedMessage, MessageParams } from '@ito/contracts/common/message-codes';
import { isMessageCode } from '../i18n/message-defaults.ts';

/** A code and its parameters as an error body carries them (decision 045), checked: bodies come from the network. */
function codedOf(value: unknown): CodedMessage | null {
  if (!value || typeof value !== 'object' || !('code' in value) || !isMessageCode(value.code)) return null;
  const params: MessageParams = {};
  if ('params' in value && value.params && typeof value.params === 'object') {
    for (const [name, param] of Object.entries(value.params)) {
      if (typeof param === 'string' || typeof param === 'number') params[name] = param;
    }
  }
  return { code: value.code, params };
}

/** The answer's own code (`{ message, code, params }`). */
export function bodyCode(body: unknown): CodedMessage | null {
  return codedOf(body);
}

/** A 422's codes by field (`codes: { field: [{ code, params }] }`). */
export function bodyFieldCodes(body: unknown): Record<string, CodedMessage[]> {
  const codes: Record<string, CodedMessage[]> = {};
  if (!body || typeof body !== 'object' || !('codes' in body) || !body.codes || typeof body.codes !== 'object') {
    return codes;
  }
  for (const [field, list] of Object.entries(body.codes)) {
    if (!Array.isArray(list)) continue;
    const known = list.map(codedOf).filter((c): c is CodedMessage => c !== null);
    if (known.length > 0) codes[field] = known;
  }
  return codes;
}
