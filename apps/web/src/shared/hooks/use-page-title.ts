import { useEffect } from 'react';
import { useSubproject } from './use-subproject.ts';

/**
 * Sets `document.title` to "<title> · <site name>", or to the title alone when `isBare`
 * (the landing page, whose title is the product's own).
 */
export function usePageTitle(title: string, { isBare = false }: { isBare?: boolean } = {}): void {
  const { name } = useSubproject();
  useEffect(() => {
    document.title = isBare || !name ? title : `${title} · ${name}`;
  }, [title, name, isBare]);
}
