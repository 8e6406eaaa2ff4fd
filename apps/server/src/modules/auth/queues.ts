/** Accounts to erase once their deletion's grace period is over (decision 032). */
export const ERASE_QUEUE = 'account-erase';
