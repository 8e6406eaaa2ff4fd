import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER_HIDE_DELAY_MS, MIN_FETCH_DELAY_MS } from '@ito/contracts/constants';
import { resetUiStore, useUiStore } from './ui-store.ts';

const ui = () => useUiStore.getState();

beforeEach(() => {
  vi.useFakeTimers();
  resetUiStore();
});
afterEach(() => {
  resetUiStore();
  vi.useRealTimers();
});

describe('request counter', () => {
  it('rises on start and falls on finish', () => {
    ui().startRequest();
    ui().startRequest();
    expect(ui().requestCount).toBe(2);
    ui().finishRequest();
    expect(ui().requestCount).toBe(1);
  });

  it('never falls below 0', () => {
    ui().finishRequest();
    ui().finishRequest();
    expect(ui().requestCount).toBe(0);
    ui().startRequest();
    expect(ui().requestCount).toBe(1);
  });

  it('clear sets it to 0', () => {
    ui().startRequest();
    ui().startRequest();
    ui().startRequest();
    ui().clearRequests();
    expect(ui().requestCount).toBe(0);
  });
});

describe('global loader', () => {
  it('appears once a request has run for the minimum delay and hides 2 s after the last one', () => {
    ui().startRequest();
    expect(ui().isLoaderVisible).toBe(false);
    vi.advanceTimersByTime(MIN_FETCH_DELAY_MS);
    expect(ui().isLoaderVisible).toBe(true);

    ui().startRequest();
    ui().finishRequest();
    vi.advanceTimersByTime(LOADER_HIDE_DELAY_MS);
    expect(ui().isLoaderVisible).toBe(true); // one request still runs

    ui().finishRequest();
    vi.advanceTimersByTime(LOADER_HIDE_DELAY_MS - 1);
    expect(ui().isLoaderVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(ui().isLoaderVisible).toBe(false);
  });

  it('stays up when a new request starts inside the hide delay', () => {
    ui().startRequest();
    vi.advanceTimersByTime(MIN_FETCH_DELAY_MS);
    ui().finishRequest();
    vi.advanceTimersByTime(LOADER_HIDE_DELAY_MS / 2);
    ui().startRequest();
    vi.advanceTimersByTime(LOADER_HIDE_DELAY_MS * 2);
    expect(ui().isLoaderVisible).toBe(true);
  });

  it('does not flash for a request quicker than the minimum delay', () => {
    ui().startRequest();
    vi.advanceTimersByTime(MIN_FETCH_DELAY_MS - 1);
    ui().finishRequest();
    vi.advanceTimersByTime(LOADER_HIDE_DELAY_MS * 2);
    expect(ui().isLoaderVisible).toBe(false);
  });

  it('hides 2 s after clear', () => {
    ui().startRequest();
    vi.advanceTimersByTime(MIN_FETCH_DELAY_MS);
    ui().clearRequests();
    expect(ui().isLoaderVisible).toBe(true);
    vi.advanceTimersByTime(LOADER_HIDE_DELAY_MS);
    expect(ui().isLoaderVisible).toBe(false);
  });

  it('is on by default and can be switched off and on', () => {
    expect(ui().loaderEnabled).toBe(true);
    ui().setLoaderEnabled(false);
    ui().startRequest();
    vi.advanceTimersByTime(MIN_FETCH_DELAY_MS * 5);
    expect(ui().isLoaderVisible).toBe(false);
    ui().setLoaderEnabled(true);
    vi.advanceTimersByTime(MIN_FETCH_DELAY_MS);
    expect(ui().isLoaderVisible).toBe(true);
  });
});

describe('flash', () => {
  it('is set and reset', () => {
    ui().setFlash({ message: 'Saved', type: 'success', title: 'Done' });
    expect(ui().flash).toEqual({ message: 'Saved', type: 'success', title: 'Done' });
    ui().resetFlash();
    expect(ui().flash).toBeNull();
  });
});

describe('confirm', () => {
  it('resolves with the answer and closes', async () => {
    const answer = ui().confirm('Delete this?');
    expect(ui().confirmRequest?.message).toBe('Delete this?');
    ui().answerConfirm(true);
    await expect(answer).resolves.toBe(true);
    expect(ui().confirmRequest).toBeNull();
  });

  it('resolves false when declined', async () => {
    const answer = ui().confirm('Leave?');
    ui().answerConfirm(false);
    await expect(answer).resolves.toBe(false);
  });

  it('declines an open question that a new one replaces', async () => {
    const first = ui().confirm('First?');
    const second = ui().confirm('Second?');
    await expect(first).resolves.toBe(false);
    expect(ui().confirmRequest?.message).toBe('Second?');
    ui().answerConfirm(true);
    await expect(second).resolves.toBe(true);
  });
});

describe('sidebar, popover and fullscreen', () => {
  it('keeps the active sidebar and popover and the fullscreen flag', () => {
    ui().setActiveSidebar('agent');
    ui().setActivePopover('notifications');
    ui().setFullscreen(true);
    expect(ui()).toMatchObject({ activeSidebar: 'agent', activePopover: 'notifications', isFullscreen: true });
    ui().setActiveSidebar(null);
    ui().setFullscreen(false);
    expect(ui()).toMatchObject({ activeSidebar: null, isFullscreen: false });
  });
});
