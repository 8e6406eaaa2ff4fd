import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ErrorPageBoundary } from './error-page-boundary.tsx';

function Broken(): never {
  throw new Error('the error page broke');
}

afterEach(cleanup);

describe('ErrorPageBoundary', () => {
  it('shows plain text and a link home when the error page itself fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorPageBoundary>
        <Broken />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe('An error occurred while showing the error page');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
  });
});
