import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { loadTextsBeforeAll, renderWithProviders } from '../../../../test/render.tsx';
import { DraftedBy } from './drafted-by.tsx';

loadTextsBeforeAll(['protocol-items']);
afterEach(cleanup);

it('says the model drafted it, by name, or the built-in planner', async () => {
  renderWithProviders(<DraftedBy draftedBy="model" model="openai:coach-1" />);
  expect(await screen.findByText('Drafted by the AI model (coach-1).')).toBeTruthy();
  cleanup();
  renderWithProviders(<DraftedBy draftedBy="built-in" model={null} />);
  expect(await screen.findByText('Drafted by the built-in planner.')).toBeTruthy();
});
