import { describe, expect, it } from 'vitest';
import { groupOf } from '../../vite-chunk-groups.ts';

const src = (file: string) => `/repo/apps/web/src/${file}`;
const mantine = (component: string) => `/repo/node_modules/@mantine/core/esm/components/${component}/${component}.mjs`;

describe('the build’s chunk groups (decision 031)', () => {
  it('puts what every first screen shares in `kit`, the default layout in `app-shell`', () => {
    expect(groupOf(src('shared/hooks/use-page-title.ts'))).toBe('kit');
    expect(groupOf(src('shared/hooks/use-list-params.ts'))).toBe('kit');
    // The form hooks go with the forms (form-fields.tsx), not to every first screen.
    expect(groupOf(src('shared/hooks/use-form-submit.ts'))).toBeNull();
    expect(groupOf(src('shared/i18n/language-switch.tsx'))).toBe('kit');
    expect(groupOf(src('app/layouts/empty-layout.tsx'))).toBe('kit');
    expect(groupOf(src('shared/ui/load-error.tsx'))).toBe('kit');
    expect(groupOf(src('shared/ui/list-skeleton.tsx'))).toBe('kit');
    // Pagination and EmptyState are `mantine-app`: in `kit` they would come with the landing page.
    expect(groupOf(src('shared/ui/paging.tsx'))).toBeNull();
    expect(groupOf(src('shared/ui/list-empty.tsx'))).toBeNull();
    expect(groupOf(src('app/layouts/default-layout.tsx'))).toBe('app-shell');
    expect(groupOf(src('app/layouts/account-button.tsx'))).toBe('app-shell');
    expect(groupOf(src('shared/api/query-client.ts'))).toBe('query');
  });

  it('puts the small stylesheets of a catalogue page’s first screen in one file with the layouts’', () => {
    expect(groupOf(src('features/catalogue/components/catalogue.module.css'))).toBe('kit');
    expect(groupOf(src('features/following/components/task-bar.module.css'))).toBe('kit');
  });

  it('keeps what is loaded on demand out of the groups a first screen needs', () => {
    for (const file of [
      'app/layouts/sidebar-nav.tsx',
      'app/layouts/account-menu.tsx',
      'features/catalogue/components/catalogue-filters.tsx',
      'features/catalogue/api/catalogue-mutations.ts',
    ]) {
      expect(groupOf(src(file)), file).toBeNull();
    }
    // The payment modal rides with the money screens, a group no first screen loads.
    expect(groupOf(src('features/commerce/components/payment-modal.tsx'))).toBe('commerce');
    expect(groupOf(src('features/catalogue/components/program-card.tsx'))).toBe('catalogue-kit');
    expect(groupOf(src('features/catalogue/api/first-queries.ts'))).toBe('catalogue-data');
    // The money screens share one file; the buy button on a program's page is not in it.
    expect(groupOf(src('features/commerce/pages/payments-page.tsx'))).toBe('commerce');
    expect(groupOf(src('features/commerce/components/buy-button.tsx'))).toBeNull();
  });

  it('splits Mantine: first paint, a guest’s app screens, overlays, the rest', () => {
    expect(groupOf(mantine('Button'))).toBe('mantine-base');
    expect(groupOf('/repo/node_modules/@mantine/core/esm/core/MantineProvider/MantineProvider.mjs')).toBe(
      'mantine-base',
    );
    expect(groupOf(mantine('AppShell'))).toBe('mantine-app');
    // The native select's chevron lives in the combobox's folder, without the combobox itself.
    expect(groupOf(mantine('NativeSelect'))).toBe('mantine-app');
    expect(
      groupOf('/repo/node_modules/@mantine/core/esm/components/Combobox/ComboboxChevron/ComboboxChevron.mjs'),
    ).toBe('mantine-app');
    expect(groupOf('/repo/node_modules/@mantine/core/esm/components/Combobox/Combobox.mjs')).toBe('mantine-overlay');
    expect(groupOf(mantine('Select'))).toBe('mantine-overlay');
    expect(groupOf(mantine('Menu'))).toBe('mantine-overlay');
    expect(groupOf('/repo/node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs')).toBe('mantine-overlay');
    expect(groupOf(mantine('Tabs'))).toBe('mantine-more');
    // The icon set goes with it: the screens that draw icons load it anyway (decision 083).
    expect(groupOf(src('shared/ui/icons.tsx'))).toBe('mantine-more');
  });
});
