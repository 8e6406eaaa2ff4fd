import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgramCover } from './program-cover.tsx';

afterEach(cleanup);

const imageOf = (size: 'medium' | 'large') =>
  render(
    <MantineProvider>
      <ProgramCover cover="covers/abc.png" title="Sleep better" size={size} />
    </MantineProvider>,
  ).container.querySelector('img');

describe('ProgramCover', () => {
  it('fetches the large cover of a program page at once and first: it is likely the largest paint', () => {
    const image = imageOf('large');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
  });

  it('lets a card’s cover wait until it nears the screen', () => {
    const image = imageOf('medium');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('fetchpriority')).toBe('auto');
  });
});
