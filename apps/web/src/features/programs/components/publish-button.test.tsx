import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTextsBeforeAll, renderWithProviders } from '../../../test/render.tsx';
import { PublishButton } from './publish-button.tsx';

loadTextsBeforeAll(['studio']);
afterEach(cleanup);

describe('PublishButton', () => {
  it('cannot be clicked while parts are missing, and says which', async () => {
    const onPublish = vi.fn();
    renderWithProviders(<PublishButton missing={['summary', 'modules']} isPublishing={false} onPublish={onPublish} />);
    const button = await screen.findByRole('button', { name: 'Publish now' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    expect(onPublish).not.toHaveBeenCalled();
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Complete these 2 parts to publish: Summary and Curriculum.');
  });

  it('publishes when nothing is missing', async () => {
    const onPublish = vi.fn();
    renderWithProviders(<PublishButton missing={[]} isPublishing={false} onPublish={onPublish} />);
    const button = await screen.findByRole('button', { name: 'Publish now' });
    expect(button).toHaveProperty('disabled', false);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.click(button);
    expect(onPublish).toHaveBeenCalledOnce();
  });
});
