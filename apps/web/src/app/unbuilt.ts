/**
 * Every route of SPEC section 2 whose screen is not built yet, one path pattern per line. These routes exist
 * (guards and param validation run) but render the generic "not built yet" page, and no link leads to them
 * (decision 081: unbuilt.test.ts refuses a link to one). Building a screen means: give its route a real `lazy` page in
 * routes.ts and delete its line here (unbuilt.test.ts checks both agree); then navigation may offer it.
 */
export const UNBUILT_ROUTES: readonly string[] = [
  // Public / informational
  // User area
  '/expert-profile',
  '/my-services',
  '/my-services/bookings',
  '/my-services/create-location',
  '/my-services/edit-location/:id',
  '/my-services/services/:id',
  '/my-services/services/:id/create',
  '/my-services/services/:id/edit/:service',
  '/my-subscription',
  '/team',
  '/team-invites',
  '/team-invites/agreement/:id',
  // Settings
  '/settings/invites',
  '/settings/my-subscribers',
  '/settings/my-subscriptions',
  '/settings/privacy-security',
  '/settings/referrals',
  '/settings/subscription-payments',
  '/settings/subscription-settings',
  '/settings/verify-account',
  '/settings/withdrawals',
  // Creator studio
  '/creator/tenants',
  // Systems / forum
  '/systems',
  '/systems/ask',
  '/systems/members',
  '/systems/messages',
  '/systems/payments',
  '/systems/profile',
  '/systems/setting',
  '/systems/works',
  '/systems/discussion/:id',
];

export function isUnbuilt(path: string): boolean {
  return UNBUILT_ROUTES.includes(path);
}
