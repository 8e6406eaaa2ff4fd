import { describe, expect, it } from 'vitest';
import { listenUrl } from './server.ts';

describe('the start banner’s address', () => {
  it('names the host the server listens on, not "localhost" whatever HOST says', () => {
    expect(listenUrl('127.0.0.1', '3100')).toBe('http://127.0.0.1:3100');
    expect(listenUrl('0.0.0.0', '8080')).toBe('http://0.0.0.0:8080');
    expect(listenUrl('::1', '3100')).toBe('http://[::1]:3100');
    expect(listenUrl('localhost', '3100')).toBe('http://localhost:3100');
  });
});
