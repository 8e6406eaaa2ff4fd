import type { ComponentType } from 'react';
import type { LayoutName } from '../shared/navigation.ts';

/**
 * THE route table: every path of SPEC section 2 with its layout, guards, scroll flag and lazy page.
 * Screens that are not built yet point at the generic page and are listed in unbuilt.ts. A screen that combines
 * features is composed in app/screens/ from their pages and public files (decision 074); the rest are a feature's page.
 */
export type PageModule = { Component: ComponentType };
/**
 * Starts a screen's first query: gets the route's parameters, already validated, and returns the query's promise
 * (never rejecting), or nothing when there is nothing to fetch.
 */
export type Prefetch = (params: Readonly<Record<string, string | undefined>>) => Promise<unknown> | undefined;
export type LazyPage = () => Promise<PageModule>;
export type LoginVariant = 'image' | 'box';

export interface AppRoute {
  path: string;
  layout: LayoutName;
  /** Only for the login layout: a side image, or a centred box. */
  variant?: LoginVariant;
  /** Named guards run in order before the page loads; SPEC 6: `user` by default. */
  guards: string[];
  /** Scroll to the top when navigating to this route. */
  scrollToTop: boolean;
  lazy: LazyPage;
  /**
   * The translation namespaces the screen needs beyond `common` (src/shared/i18n). The route's loader loads them
   * beside the page's code, and the server preloads them for the visitor's language (decision 031).
   */
  namespaces?: readonly string[];
  /**
   * The screen's first query, from a module that imports no component: the route's loader starts it as soon as the
   * guard lets the visitor in, beside the download of the page's code (app/page-loader.ts, decision 031).
   */
  prefetch?: () => Promise<Prefetch>;
}

type RouteOptions = Partial<Omit<AppRoute, 'path' | 'lazy'>>;

export const unbuiltPage: LazyPage = () => import('./unbuilt-page.tsx');

/**
 * Every screen also loads `kit`, the texts of the shared UI kit (load and error states, paging, prices): they are
 * not in the bundled `common`, which keeps the first download within its budget (DESIGN section 12).
 */
function page(path: string, lazy: LazyPage, opts: RouteOptions = {}): AppRoute {
  const namespaces = ['kit', ...(opts.namespaces ?? [])];
  return { path, layout: 'default', guards: ['user'], scrollToTop: true, lazy, ...opts, namespaces };
}
/** A route whose screen comes in a later release (see unbuilt.ts). */
function later(path: string, opts: RouteOptions = {}): AppRoute {
  return page(path, unbuiltPage, opts);
}

const loginImage: RouteOptions = { layout: 'login', variant: 'image' };
const loginBox: RouteOptions = { layout: 'login', variant: 'box' };
const dashboard: RouteOptions = { layout: 'dashboard' };
// Filter changes in a directory should not throw the reader back to the top of the results.
const keepScroll: RouteOptions = { scrollToTop: false };
const catalogueTexts: RouteOptions = { namespaces: ['catalogue'] };
// The landing page's intent box and home search (also on the home page and the followed-programs list).
const landingTexts: RouteOptions = { namespaces: ['landing'] };
const commerceTexts: RouteOptions = { namespaces: ['commerce'] };
const studioCommerce: RouteOptions = { ...dashboard, ...commerceTexts };
const firstQueries = () => import('../features/catalogue/api/first-queries.ts');

export const ROUTES: readonly AppRoute[] = [
  // Public and informational
  page('/', () => import('./screens/landing-screen.tsx'), { layout: 'empty', ...landingTexts }),
  page('/home', () => import('./screens/home-screen.tsx'), landingTexts),
  page('/about-us', () => import('../features/public/pages/about-us-page.tsx')),
  page('/contact', () => import('../features/public/pages/contact-page.tsx')),
  page('/cookies', () => import('../features/public/pages/cookies-page.tsx')),
  page('/privacy', () => import('../features/public/pages/privacy-page.tsx')),
  page('/terms-of-service', () => import('../features/public/pages/terms-page.tsx')),
  page('/faqs', () => import('../features/public/pages/faqs-page.tsx')),
  page('/how-it-works', () => import('../features/public/pages/how-it-works-page.tsx')),
  page('/join-team', () => import('../features/public/pages/join-team-page.tsx')),
  page('/join-team/rejected', () => import('../features/public/pages/join-team-rejected-page.tsx')),
  page('/donate', () => import('../features/commerce/pages/donate-page.tsx'), commerceTexts),

  // Authentication and email verification
  page('/login', () => import('../features/auth/pages/login-page.tsx'), loginImage),
  page('/register', () => import('../features/auth/pages/register-page.tsx'), loginImage),
  page('/join', () => import('../features/auth/pages/join-page.tsx'), loginImage),
  page('/password-recovery', () => import('../features/auth/pages/password-recovery-page.tsx'), loginImage),
  page('/password-reset', () => import('../features/auth/pages/password-reset-page.tsx'), loginImage),
  page('/auth/by-token', () => import('../features/auth/pages/by-token-page.tsx'), loginBox),
  page('/auth/finish-registration', () => import('../features/auth/pages/finish-registration-page.tsx'), loginBox),
  page('/auth/social-cancel', () => import('../features/auth/pages/social-cancel-page.tsx'), loginBox),
  page('/verification/sent', () => import('../features/auth/pages/verification-sent-page.tsx'), loginBox),
  page('/verification/failed', () => import('../features/auth/pages/verification-failed-page.tsx'), loginBox),
  page(
    '/verification/successfully',
    () => import('../features/auth/pages/verification-successfully-page.tsx'),
    loginBox,
  ),

  // User area
  page('/billing-address', () => import('../features/commerce/pages/billing-address-page.tsx'), commerceTexts),
  page('/bookmarks', () => import('../features/catalogue/pages/bookmarks-page.tsx'), catalogueTexts),
  page('/delete-account', () => import('../features/profile/pages/delete-account-page.tsx'), {
    namespaces: ['profile'],
  }),
  later('/expert-profile'),
  page('/messages', () => import('../features/chat/pages/messages-page.tsx')),
  page('/messages/chat/:id', () => import('../features/chat/pages/chat-page.tsx')),
  page('/my-profile', () => import('../features/profile/pages/my-profile-page.tsx')),
  later('/my-services'),
  later('/my-services/bookings'),
  later('/my-services/create-location'),
  later('/my-services/edit-location/:id'),
  later('/my-services/services/:id'),
  later('/my-services/services/:id/create'),
  later('/my-services/services/:id/edit/:service'),
  later('/my-subscription'),
  page('/my-tasks', () => import('../features/following/pages/my-tasks-page.tsx')),
  page('/my-tasks/task/:id', () => import('../features/following/pages/task-page.tsx')),
  // Beyond SPEC 2 (decision 018): where a protocol invitation's link lands; guests sign in first and come back.
  page('/protocol-invitations/:token', () => import('../features/protocols/invite/pages/invitation-page.tsx')),
  page('/notifications', () => import('../features/notifications/pages/notifications-page.tsx')),
  later('/team'),
  later('/team-invites'),
  later('/team-invites/agreement/:id'),
  page('/payment/success', () => import('../features/commerce/pages/payment-success-page.tsx'), commerceTexts),
  page('/payment/cancel', () => import('../features/commerce/pages/payment-cancel-page.tsx'), commerceTexts),
  // Beyond SPEC 2: the built-in payment provider's confirmation step (its stand-in for a bank's 3-D Secure page).
  page('/payment/confirm/:id', () => import('../features/commerce/pages/payment-confirm-page.tsx'), commerceTexts),

  // Settings
  page('/settings/devices', () => import('../features/auth/pages/devices-page.tsx')),
  later('/settings/invites'),
  later('/settings/my-subscribers'),
  later('/settings/my-subscriptions'),
  page('/settings/payment-method', () => import('../features/commerce/pages/payment-methods-page.tsx'), commerceTexts),
  page(
    '/settings/payment-method/add',
    () => import('../features/commerce/pages/payment-method-add-page.tsx'),
    commerceTexts,
  ),
  page('/settings/payments', () => import('../features/commerce/pages/payments-page.tsx'), commerceTexts),
  later('/settings/privacy-security'),
  page('/settings/purchased-items', () => import('../features/commerce/pages/purchased-items-page.tsx'), commerceTexts),
  later('/settings/referrals'),
  later('/settings/subscription-payments'),
  later('/settings/subscription-settings'),
  later('/settings/verify-account'),
  later('/settings/withdrawals'),

  // Following programs
  page('/follow-program', () => import('./screens/my-programs-screen.tsx'), landingTexts),
  page('/follow-program/:target', () => import('./screens/my-programs-screen.tsx'), landingTexts),
  page('/follow-program/:target/:id', () => import('./screens/program-dashboard-screen.tsx')),
  page('/follow-program/:target/:id/agent', () => import('../features/agent/pages/agent-page.tsx')),

  // Catalogue (10 progressive filter segments), creators directory (6), public pages
  page(
    '/programs/:category?/:tag?/:level?/:signs?/:time?/:access?/:order?/:popular?/:search?/:page?',
    () => import('../features/catalogue/pages/programs-page.tsx'),
    { ...keepScroll, ...catalogueTexts, prefetch: () => firstQueries().then((m) => m.prefetchPrograms) },
  ),
  page('/program/:id', () => import('../features/catalogue/pages/program-page.tsx'), {
    ...catalogueTexts,
    prefetch: () => firstQueries().then((m) => m.prefetchProgram),
  }),
  page(
    '/creators/:category?/:rating?/:role?/:order?/:popular?/:page?',
    () => import('../features/catalogue/pages/creators-page.tsx'),
    { ...keepScroll, ...catalogueTexts },
  ),
  page('/u/:username', () => import('../features/catalogue/pages/profile-page.tsx'), catalogueTexts),
  page('/s/:shortcode', () => import('../features/catalogue/pages/shortcode-page.tsx'), catalogueTexts),
  page('/t/:secret', () => import('../features/catalogue/pages/secret-program-page.tsx'), catalogueTexts),

  // Creator studio
  page('/creator/categories', () => import('../features/programs/pages/categories-page.tsx'), dashboard),
  page('/creator/categories/add', () => import('../features/programs/pages/category-add-page.tsx'), dashboard),
  page('/creator/categories/edit/:id', () => import('../features/programs/pages/category-edit-page.tsx'), dashboard),
  page('/creator/follow-up', () => import('../features/protocols/runs/pages/follow-up-page.tsx'), dashboard),
  page('/creator/history', () => import('../features/protocols/runs/pages/history-page.tsx'), dashboard),
  page('/creator/live', () => import('../features/protocols/runs/pages/live-page.tsx'), dashboard),
  page('/creator/programs', () => import('../features/programs/pages/programs-page.tsx'), dashboard),
  page('/creator/programs/add', () => import('../features/programs/pages/program-add-page.tsx'), dashboard),
  page('/creator/programs/edit/:id', () => import('../features/programs/pages/program-edit-page.tsx'), dashboard),
  page('/creator/programs/publish/:id', () => import('../features/programs/pages/program-publish-page.tsx'), dashboard),
  page(
    '/creator/programs/simulator/:id',
    () => import('../features/protocols/runs/pages/simulator-page.tsx'),
    dashboard,
  ),
  page('/creator/protocols', () => import('../features/protocols/pages/protocols-page.tsx'), dashboard),
  page('/creator/protocols/add', () => import('../features/protocols/pages/protocol-add-page.tsx'), dashboard),
  page('/creator/protocols/edit/:id', () => import('../features/protocols/pages/protocol-edit-page.tsx'), dashboard),
  page(
    '/creator/protocols/:category',
    () => import('../features/protocols/pages/protocols-by-category-page.tsx'),
    dashboard,
  ),
  // Beyond SPEC 2: the studio's money (DOMAIN.md, Commerce).
  page('/creator/sales', () => import('../features/commerce/pages/sales-page.tsx'), studioCommerce),
  page('/creator/balances', () => import('../features/commerce/pages/balances-page.tsx'), studioCommerce),
  page('/creator/discount-codes', () => import('../features/commerce/pages/discount-codes-page.tsx'), studioCommerce),
  // Beyond SPEC 2: the built-in payment provider's onboarding of a payout account (its stand-in for Stripe's pages).
  page(
    '/creator/payouts/onboarding/:id',
    () => import('../features/commerce/pages/payout-onboarding-page.tsx'),
    studioCommerce,
  ),
  later('/creator/tenants', dashboard),

  // Protocol builder
  page('/protocol-builder/:protocol', () => import('../features/protocols/builder/pages/builder-page.tsx'), dashboard),
  page(
    '/protocol-builder/:protocol/activity',
    () => import('../features/protocols/items/pages/item-list-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/activity/add',
    () => import('../features/protocols/items/pages/item-edit-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/activity/:id',
    () => import('../features/protocols/items/pages/item-edit-page.tsx'),
    dashboard,
  ),
  page('/protocol-builder/:protocol/ai', () => import('../features/protocols/items/pages/ai-page.tsx'), dashboard),
  page(
    '/protocol-builder/:protocol/ai/wizard',
    () => import('../features/protocols/items/pages/ai-wizard-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/ai/:id',
    () => import('../features/protocols/items/pages/item-edit-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/ai-module/add',
    () => import('../features/protocols/items/pages/ai-module-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/ai-module/main/:id',
    () => import('../features/protocols/items/pages/ai-module-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/ai-module/branch/:hierarchy/add/:index',
    () => import('../features/protocols/items/pages/ai-module-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/ai-module/branch/:hierarchy/:module',
    () => import('../features/protocols/items/pages/ai-module-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/assessment',
    () => import('../features/protocols/items/pages/item-list-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/assessment/add',
    () => import('../features/protocols/items/pages/item-edit-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/assessment/:assessment',
    () => import('../features/protocols/items/pages/item-edit-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/assessment/:assessment/questions',
    () => import('../features/protocols/items/pages/questions-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/assessment/:assessment/questions/add',
    () => import('../features/protocols/items/pages/question-edit-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/assessment/:assessment/questions/:question',
    () => import('../features/protocols/items/pages/question-edit-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/challenge',
    () => import('../features/protocols/items/pages/item-list-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/challenge/add',
    () => import('../features/protocols/items/pages/item-edit-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/challenge/:id',
    () => import('../features/protocols/items/pages/item-edit-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/errors',
    () => import('../features/protocols/builder/pages/errors-page.tsx'),
    dashboard,
  ),
  page('/protocol-builder/:protocol/kpi', () => import('../features/protocols/items/pages/kpi-page.tsx'), dashboard),
  page(
    '/protocol-builder/:protocol/modules',
    () => import('../features/protocols/items/pages/modules-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/nudge',
    () => import('../features/protocols/items/pages/item-list-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/nudge/add',
    () => import('../features/protocols/items/pages/item-edit-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/nudge/:id',
    () => import('../features/protocols/items/pages/item-edit-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/order',
    () => import('../features/protocols/items/pages/item-list-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/order/add',
    () => import('../features/protocols/items/pages/item-edit-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/order/:id',
    () => import('../features/protocols/items/pages/item-edit-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/pricing',
    () => import('../features/protocols/items/pages/pricing-page.tsx'),
    dashboard,
  ),
  page(
    '/protocol-builder/:protocol/team/:tab',
    () => import('../features/protocols/items/pages/team-page.tsx'),
    dashboard,
  ),

  // Systems / forum
  later('/systems'),
  later('/systems/ask'),
  later('/systems/members'),
  later('/systems/messages'),
  later('/systems/payments'),
  later('/systems/profile'),
  later('/systems/setting'),
  later('/systems/works'),
  later('/systems/discussion/:id'),

  // Tools: open to everyone so that tests and developers can reach them in any session state.
  page('/test/error-reporting', () => import('../features/public/pages/error-reporting-test-page.tsx'), { guards: [] }),
  page('/dev/mail', () => import('../features/dev/pages/dev-mail-page.tsx'), { guards: [] }),
];
