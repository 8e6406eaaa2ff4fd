import type { CodeSplittingGroup } from 'rolldown';

/**
 * How the build groups modules into files (Rolldown `codeSplitting.groups`, decisions 031). Left to itself the
 * bundler makes a file per set of pages that shares a module: a first visit to `/programs` fetched 22 scripts,
 * most of them 0.1-2 KB, and on HTTP/1.1 (six connections) each costs a round trip on a phone network. The groups
 * below put what a first screen needs into a few files, without making the landing page download the app shell.
 *
 * A group also takes the modules its modules import that no group of higher priority took (the bundler's
 * `includeDependenciesRecursively`), so the shared pieces the landing page needs are taken first (`kit`) and the
 * app shell and the catalogue's pieces cannot pull them in.
 */

const MANTINE = /node_modules[\\/]@mantine[\\/](?:core|hooks)[\\/]/;
/** Floating UI and the scroll lock: only Mantine's overlays use them. */
const OVERLAY_LIBRARIES =
  /node_modules[\\/](?:@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce)[\\/]/;
/**
 * The Mantine components of the landing page and the catalogue's cards and details: one chunk (with their
 * stylesheets) that a first visit needs.
 */
export const FIRST_PAINT_COMPONENTS = new Set(
  'Box Text Group Stack Title Container Button UnstyledButton Anchor Image Card Paper SimpleGrid Input InputBase Textarea TextInput Loader CloseButton Alert ThemeIcon List Badge AspectRatio Skeleton Center Grid Flex Divider Space VisuallyHidden ActionIcon'.split(
    ' ',
  ),
);
/**
 * The Mantine components a guest's first screen of the default layout and the catalogue shows (app shell, burger,
 * paging, curriculum, avatars, empty states, the catalogue's native order select): a chunk every such first visit
 * needs.
 */
export const APP_COMPONENTS = new Set(
  'AppShell Avatar Burger Collapse EmptyState Pagination Accordion NativeSelect'.split(' '),
);
/** The pieces of the combobox a native select uses (its chevron, option parsing, class names and stylesheet). */
const NATIVE_SELECT_PARTS =
  /[\\/]components[\\/]Combobox[\\/](?:ComboboxChevron[\\/]|get-parsed-combobox-data[\\/]|Combobox\.module\.mjs)|[\\/]styles[\\/]Combobox\.layer\.css$/;
/**
 * What opens over the page or drops down (selects, menus, dialogs, the sidebar's scroll area) and what they are
 * built on (popovers, comboboxes, Floating UI): the signed-in account menu and sidebar, the buy dialog and the
 * catalogue's filter form load them on demand (decision 031). The rest of Mantine (form inputs, tabs,
 * tables...) is `mantine-more`.
 */
export const OVERLAY_COMPONENTS = new Set(
  'Menu NavLink ScrollArea Select MultiSelect Switch Modal ModalBase Overlay Combobox Popover Portal Transition FocusTrap Pill PillsInput'.split(
    ' ',
  ),
);

/** The component a Mantine module or stylesheet belongs to (`components/Button/...`, `styles/Button.layer.css`). */
const mantineComponent = (id: string) =>
  /[\\/]components[\\/](\w+)[\\/]/.exec(id)?.[1] ?? /[\\/]styles[\\/](\w+)\.layer\.css$/.exec(id)?.[1];
const isMantineOf = (components: ReadonlySet<string>, withUnnamed: boolean) => (id: string) => {
  if (!MANTINE.test(id)) return false;
  const component = mantineComponent(id);
  return component === undefined ? withUnnamed : components.has(component);
};

const WEB_SRC = String.raw`apps[\\/]web[\\/]src[\\/]`;
const under = (...paths: string[]) => new RegExp(`${WEB_SRC}(?:${paths.join('|')})`);

/**
 * Small modules the first screens of every layout share (the landing page's too): page titles, the language switch
 * (with the layouts' stylesheet), the brand, the empty layout, idempotency keys. Also the two small stylesheets of
 * the app shell (task bar) and the catalogue's cards: each stylesheet of a first screen is a request, and on a
 * phone's six connections the stylesheets, fetched first, kept the entry script waiting (decision 031); in one
 * file with the layouts' they cost the landing page 2 KB. And the kit's list states that use only first-paint Mantine
 * (load error, list skeleton; decision 068): most screens show one, and in the catalogue's group they made every
 * screen with a load error fetch the catalogue's cards (8 KB gzip on the devices and invitation pages); here they
 * cost the landing page 0.5 KB. Not paging and the empty list: they bring `mantine-app`. The small hooks most screens
 * use (titles, paging and filters in the URL, dates, coded messages, the newcomer flag), by name: not the form hooks
 * (`use-form-submit`, `use-server-errors`...), which ride with the form kit, nor every later hook of `shared/hooks/`
 * (decision 074).
 */
const KIT = under(
  String.raw`shared[\\/]hooks[\\/](?:use-page-title|use-page-param|use-list-params|use-medium-date|use-message-text|use-idle-after-paint|use-is-newcomer|use-subproject)\.ts`,
  String.raw`shared[\\/]i18n[\\/]language-switch\.tsx`,
  String.raw`shared[\\/]ui[\\/](?:load-error|list-skeleton)\.tsx`,
  String.raw`shared[\\/]api[\\/]idempotent\.ts`,
  String.raw`app[\\/]layouts[\\/](?:site-brand|empty-layout)\.tsx`,
  String.raw`features[\\/]following[\\/]components[\\/]task-bar\.module\.css`,
  String.raw`features[\\/]catalogue[\\/]components[\\/]catalogue\.module\.css`,
);
/**
 * The default layout: navbar, footer, the account button and the task bar the navbar shows. Not the sidebar and the
 * account menu (signed-in users only, loaded on demand: they bring the overlays).
 */
const APP_SHELL = under(
  String.raw`app[\\/]layouts[\\/](?:default-layout|site-navbar|site-footer|member-indicators|account-button)\.tsx`,
  String.raw`features[\\/]following[\\/]components[\\/]task-bar\.tsx`,
);
/** TanStack Query and the app's client and provider (every layout but the empty one). */
const QUERY = new RegExp(
  String.raw`node_modules[\\/]@tanstack[\\/]|${WEB_SRC}shared[\\/]api[\\/]query-(?:client|provider)`,
);
/**
 * The catalogue's queries and URL helpers: no components, so the route loader can start a page's first query as
 * soon as this small file is in (app/page-loader.ts), without waiting for the page's components and Mantine.
 */
const CATALOGUE_DATA = under(
  // Not the writes (catalogue-mutations.ts): only a signed-in visitor's clicks need them.
  String.raw`features[\\/]catalogue[\\/](?:lib|api)[\\/](?!catalogue-mutations\.ts)`,
);
/**
 * The catalogue's shared components (cards, paging, details): its pages and the home page use them. Not the ones
 * loaded on demand (filters, buy dialog): they bring the overlays (`mantine-overlay`), and in this group they
 * would bring them to every catalogue page.
 */
const CATALOGUE_KIT = under(
  String.raw`features[\\/]catalogue[\\/]components[\\/](?!(?:catalogue-filters|buy-dialog)\.tsx)`,
);

/**
 * The money screens (checkout results, saved cards, payments, the studio's sales): one file for all of them, so the
 * route table names one file for thirteen routes instead of thirteen files with their own lists of what to preload
 * (that table is in the first download, within its budget). Not what other features use of commerce (the buy button
 * and the platform's fee, through `public.ts`), which stays light on the program and studio pages; the payment modal
 * comes with the group when the buy button is first pressed (one file for the modal and the success page after it).
 * Only these modules: the group takes none of what
 * they import (shared kit, forms), so other screens never load it.
 */
const COMMERCE_SCREENS = under(
  String.raw`features[\/]commerce[\/](?!public\.ts|components[\/]buy-button\.tsx|api[\/](?:payments-api|keys)\.ts)`,
);

/**
 * The icon set (decision 083) rides with the rest of Mantine: the screens that draw icons (the studio's editors, the
 * builder, a program's dashboard) load that file anyway, and a file of its own would add its name to the route
 * table in the first download.
 */
const ICONS = /shared[\\/]ui[\\/]icons\.tsx$/;

type ChunkGroup = CodeSplittingGroup & { name: string; test?: (id: string) => boolean };

export const CHUNK_GROUPS: ChunkGroup[] = [
  // Everything index.html loads, in one file (compresses better than 21 and costs one request).
  { name: 'index', tags: ['$initial'], priority: 10 },
  { name: 'mantine-base', test: isMantineOf(FIRST_PAINT_COMPONENTS, true), priority: 9 },
  {
    name: 'mantine-app',
    test: (id) => isMantineOf(APP_COMPONENTS, false)(id) || (MANTINE.test(id) && NATIVE_SELECT_PARTS.test(id)),
    priority: 8.5,
  },
  {
    name: 'mantine-overlay',
    test: (id) => isMantineOf(OVERLAY_COMPONENTS, false)(id) || OVERLAY_LIBRARIES.test(id),
    priority: 8,
  },
  { name: 'mantine-more', test: (id) => MANTINE.test(id) || ICONS.test(id), priority: 7 },
  { name: 'query', test: (id) => QUERY.test(id), priority: 6 },
  { name: 'kit', test: (id) => KIT.test(id), priority: 5 },
  { name: 'app-shell', test: (id) => APP_SHELL.test(id), priority: 4 },
  { name: 'catalogue-data', test: (id) => CATALOGUE_DATA.test(id), priority: 3 },
  { name: 'catalogue-kit', test: (id) => CATALOGUE_KIT.test(id), priority: 2 },
  { name: 'commerce', test: (id) => COMMERCE_SCREENS.test(id), priority: 1, includeDependenciesRecursively: false },
];

/** The group a module would be put in by its own test (dependencies taken along are not modelled). */
export function groupOf(id: string): string | null {
  return CHUNK_GROUPS.find((group) => group.test?.(id))?.name ?? null;
}
