import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectErrorReporter, reportError, setErrorReporter } from './error-reporting.ts';

afterEach(() => {
  setErrorReporter(null);
  vi.restoreAllMocks();
});

describe('error reporting', () => {
  it('hands errors to the installed reporter', () => {
    const reporter = vi.fn();
    setErrorReporter(reporter);
    const error = new Error('boom');
    reportError(error, { source: 'test' });
    expect(reporter).toHaveBeenCalledWith(error, { source: 'test' });
  });

  it('only logs when no reporter is configured, and keeps nothing', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportError(new Error('logged'));
    reportError(new Error('already logged by the browser'), undefined, true);
    expect(log).toHaveBeenCalledTimes(1);
    const reporter = vi.fn();
    setErrorReporter(reporter);
    expect(reporter).not.toHaveBeenCalled();
  });

  it('keeps errors reported while an expected reporter loads, up to a limit', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expectErrorReporter();
    for (let i = 0; i < 25; i++) reportError(new Error(`early ${i}`), { i });
    const reporter = vi.fn();
    setErrorReporter(reporter);
    expect(reporter).toHaveBeenCalledTimes(20);
    expect(reporter).toHaveBeenNthCalledWith(1, new Error('early 0'), { i: 0 });
  });

  it('drops what it kept when the reporter could not load', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expectErrorReporter();
    reportError(new Error('early'));
    setErrorReporter(null);
    const reporter = vi.fn();
    setErrorReporter(reporter);
    expect(reporter).not.toHaveBeenCalled();
  });
});
