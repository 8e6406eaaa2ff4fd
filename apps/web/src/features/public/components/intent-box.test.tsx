import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18nReady } from '../../../shared/i18n/i18n.ts';
import en from '../../../shared/i18n/locales/en/landing.json';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { IntentBox } from './intent-box.tsx';

beforeAll(async () => {
  await i18nReady;
  // jsdom has no document.fonts; the autosizing textarea listens to it for font loads.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
  // jsdom has no matchMedia; Mantine asks for the colour scheme.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});
beforeEach(() => useSessionStore.setState({ wizard: {} }));
afterEach(cleanup);

function renderBox() {
  const router = createMemoryRouter(
    [
      { path: '/', Component: IntentBox },
      { path: '/register', Component: () => <p>register page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

const field = () => screen.getByRole('textbox', { name: new RegExp(en.hero.intentLabel) });
const submit = () => fireEvent.click(screen.getByRole('button', { name: en.hero.submit }));

describe('intent box', () => {
  it('asks for a little more on submit, then checks again as the user types', () => {
    renderBox();
    fireEvent.change(field(), { target: { value: ' a ' } });
    expect(screen.queryByText(en.hero.errors.tooShort)).toBeNull();
    submit();
    expect(screen.getByText(en.hero.errors.tooShort)).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field());
    fireEvent.change(field(), { target: { value: 'Run' } });
    expect(screen.queryByText(en.hero.errors.tooShort)).toBeNull();
  });

  it('keeps the trimmed intent in the wizard and goes to registration', async () => {
    const router = renderBox();
    fireEvent.click(screen.getByRole('button', { name: en.hero.examples[0] }));
    expect((field() as HTMLTextAreaElement).value).toBe(en.hero.examples[0]);
    fireEvent.change(field(), { target: { value: '  Run a 10K in spring  ' } });
    submit();
    expect(await screen.findByText('register page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');
    expect(useSessionStore.getState().wizard).toMatchObject({ intent: 'Run a 10K in spring' });
  });
});
