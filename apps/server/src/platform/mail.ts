import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { outbox } from '../db/schema/mail.ts';
import type { Db } from './db.ts';
import type { Language } from './texts.ts';

export type Mail = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  send(mail: Mail): Promise<void>;
  close(): void;
};

/**
 * Every mail is written to the outbox table first. Without SMTP_URL that is where it stays (its subject is logged);
 * with SMTP_URL it is sent and the row is marked sent or failed. A failed send never fails the caller's request.
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const { smtpUrl } = options;
  // nodemailer (about 40 modules) is loaded with the first mail to send, and only when there is an SMTP server.
  let transport: Transporter | undefined;
  const smtp = async (url: string) => (transport ??= (await import('nodemailer')).default.createTransport(url));
  return {
    async send(mail) {
      const [row] = await options.db
        .insert(outbox)
        .values({ ...mail, transport: smtpUrl ? 'smtp' : 'outbox', status: 'stored' })
        .returning({ id: outbox.id });
      if (!smtpUrl) {
        // Never the body: verification, reset and magic-link mails carry tokens that would sign anyone in.
        options.log.info({ mail: { id: row!.id, to: mail.to, subject: mail.subject } }, 'mail stored in outbox');
        return;
      }
      try {
        await (
          await smtp(smtpUrl)
        ).sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await options.db.update(outbox).set({ status: 'sent', sent_at: new Date() }).where(eq(outbox.id, row!.id));
        options.log.info({ mail: { to: mail.to, subject: mail.subject } }, 'mail sent');
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await options.db.update(outbox).set({ status: 'failed', error: message }).where(eq(outbox.id, row!.id));
        options.log.error({ err, mail: { to: mail.to, subject: mail.subject } }, 'mail failed');
      }
    },
    close() {
      transport?.close();
    },
  };
}

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A plain, readable mail with one call to action. */
export function actionMail(input: {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action?: { label: string; url: string };
  footer?: string;
  /** The recipient's language (decision 045): Arabic reads right to left. */
  language?: Language;
}): Mail {
  const { action } = input;
  const text = [
    input.greeting,
    '',
    ...input.lines,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    ...(input.footer ? ['', input.footer] : []),
  ].join('\n');
  const language = input.language ?? 'en';
  const html = `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><body style="font-family:system-ui,sans-serif;font-size:15px;color:#1f2330;line-height:1.5">
<p>${escapeHtml(input.greeting)}</p>
${input.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#5567ff;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(action.url)}</p>` : ''}
${input.footer ? `<p style="font-size:13px;color:#555">${escapeHtml(input.footer)}</p>` : ''}
</body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}
