import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, CloseButton, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { ExpandIcon, SearchIcon } from './search-icons.tsx';

/**
 * The home search box. Full-screen mode hides navigation and footer (the layout reads `isFullscreen`);
 * Escape or the close button leave it, and leaving the page always does. Results (programs and experts) show
 * under the box for the `?q=` of the URL, which follows the box as the person types (after a pause, so a word is one
 * request, not one per letter); Enter searches at once. `results` draws the answer for a search (the catalogue's,
 * put in by the screen in app/screens/home-screen.tsx, decision 074).
 */
export const SEARCH_DEBOUNCE_MS = 300;

export function HomeSearch({ results }: { results: (q: string) => ReactNode }) {
  const { t } = useTranslation('landing');
  const isFullscreen = useUiStore((s) => s.isFullscreen);
  const setFullscreen = useUiStore((s) => s.setFullscreen);
  const [searchParams, setSearchParams] = useSearchParams();
  const [text, setText] = useState(searchParams.get('q') ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasFullscreen = useRef(false);

  useEffect(() => () => useUiStore.getState().setFullscreen(false), []);

  useEffect(() => {
    if (isFullscreen) {
      inputRef.current?.focus();
    } else if (wasFullscreen.current) {
      // Give keyboard users their place back: the toggle that opened full screen.
      toggleRef.current?.focus();
    }
    wasFullscreen.current = isFullscreen;
    if (!isFullscreen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isFullscreen, setFullscreen]);

  const search = useDebouncedCallback((value: string) => {
    const q = value.trim();
    setSearchParams(q ? { q } : {}, { replace: true });
  }, SEARCH_DEBOUNCE_MS);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    search(text);
    search.flush();
  };

  const q = searchParams.get('q')?.trim() ?? '';

  return (
    <>
      <form role="search" onSubmit={onSubmit}>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            ref={inputRef}
            type="search"
            label={t('home.searchLabel')}
            placeholder={t('home.searchPlaceholder')}
            leftSection={<SearchIcon />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              search(event.currentTarget.value);
            }}
            size="md"
            style={{ flex: 1 }}
          />
          {isFullscreen ? (
            <CloseButton size="xl" aria-label={t('home.exitFullscreen')} onClick={() => setFullscreen(false)} />
          ) : (
            <Tooltip label={t('home.enterFullscreen')}>
              <ActionIcon
                ref={toggleRef}
                variant="light"
                size="xl"
                aria-label={t('home.enterFullscreen')}
                aria-pressed={false}
                onClick={() => setFullscreen(true)}
              >
                <ExpandIcon />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {isFullscreen ? (
          <Text size="xs" c="dimmed" mt={4}>
            {t('home.fullscreenHint')}
          </Text>
        ) : null}
      </form>
      {q ? results(q) : null}
    </>
  );
}
