/** Query keys of the commerce feature's own data (decision 042). */
export const commerceKeys = {
  all: ['commerce'] as const,
  config: ['commerce', 'config'] as const,
  orders: ['commerce', 'orders'] as const,
  orderPage: (page: number, owned: boolean) => ['commerce', 'orders', 'list', page, owned] as const,
  order: (id: string) => ['commerce', 'orders', 'one', id] as const,
  charge: (id: string) => ['commerce', 'charges', id] as const,
  paymentMethods: ['commerce', 'payment-methods'] as const,
  billingAddress: ['commerce', 'billing-address'] as const,
  sales: ['commerce', 'sales'] as const,
  salePage: (page: number, status: string | null) => ['commerce', 'sales', page, status] as const,
  balances: ['commerce', 'balances'] as const,
  donee: (username: string) => ['commerce', 'donee', username] as const,
  payoutAccount: ['commerce', 'payout-account'] as const,
  localAccount: (id: string) => ['commerce', 'local-accounts', id] as const,
  discountCodes: ['commerce', 'discount-codes'] as const,
  discountCodePage: (page: number) => ['commerce', 'discount-codes', page] as const,
};
