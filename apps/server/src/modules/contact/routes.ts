import type { FastifyInstance } from 'fastify';
import { joinTeamEndpoint, sendContactEndpoint } from '@ito/contracts/contact/send-contact';
import { contactMessages } from '../../db/schema/contact.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { actionMail } from '../../platform/mail.ts';

/** The contact form and the expert application: stored, then mailed to the team. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const options = { tags: ['contact'], config: { rateLimit: { max: 5, timeWindow: '1 minute' } } };

  endpointRoute(app, sendContactEndpoint, options, async (request, reply, { caller }) => {
    const body = request.body;
    const [row] = await app.db
      .insert(contactMessages)
      .values({ kind: 'contact', user_id: caller?.user.id ?? null, ...body })
      .returning({ id: contactMessages.id });
    await app.mailer.send(
      actionMail({
        to: app.config.CONTACT_EMAIL,
        subject: `Contact: ${body.subject}`,
        greeting: `${body.full_name} <${body.email}> wrote:`,
        lines: body.description.split(/\n+/),
      }),
    );
    return reply.code(201).send({ data: { id: row!.id } });
  });

  endpointRoute(app, joinTeamEndpoint, options, async (request, reply, { caller }) => {
    const { profession, ...body } = request.body;
    const [row] = await app.db
      .insert(contactMessages)
      .values({
        kind: 'join_team',
        user_id: caller?.user.id ?? null,
        full_name: body.full_name,
        email: body.email,
        subject: `Expert application: ${profession}`,
        description: body.description,
        data: { profession },
      })
      .returning({ id: contactMessages.id });
    await app.mailer.send(
      actionMail({
        to: app.config.CONTACT_EMAIL,
        subject: `Expert application: ${body.full_name} (${profession})`,
        greeting: `${body.full_name} <${body.email}> applied to publish as ${profession}:`,
        lines: body.description.split(/\n+/),
      }),
    );
    return reply.code(201).send({ data: { id: row!.id } });
  });
}
