import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './apps/server/src/db/schema/auth.ts',
    './apps/server/src/db/schema/tenancy.ts',
    './apps/server/src/db/schema/mail.ts',
    './apps/server/src/db/schema/contact.ts',
    './apps/server/src/db/schema/files.ts',
    './apps/server/src/db/schema/categories.ts',
    './apps/server/src/db/schema/programs.ts',
    './apps/server/src/db/schema/agent.ts',
    './apps/server/src/db/schema/following.ts',
    './apps/server/src/db/schema/protocols.ts',
    './apps/server/src/db/schema/chat.ts',
    './apps/server/src/db/schema/notifications.ts',
    './apps/server/src/db/schema/throttle.ts',
    './apps/server/src/db/schema/idempotency.ts',
    './apps/server/src/db/schema/commerce.ts',
    './apps/server/src/db/schema/local-payments.ts',
  ],
  out: './apps/server/src/db/migrations',
});
