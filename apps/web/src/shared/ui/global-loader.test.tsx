import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GlobalLoader } from './global-loader.tsx';
import { resetUiStore, useUiStore } from '../stores/ui-store.ts';

afterEach(() => {
  cleanup();
  resetUiStore();
});

describe('GlobalLoader', () => {
  it('fetches no logo until it first shows, then keeps it for the fade-out', () => {
    const { container } = render(<GlobalLoader />);
    expect(container.querySelector('img')).toBeNull();
    act(() => useUiStore.setState({ isLoaderVisible: true }));
    expect(container.querySelector('img')).not.toBeNull();
    act(() => useUiStore.setState({ isLoaderVisible: false }));
    expect(container.querySelector('img')).not.toBeNull();
  });
});
