import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { readSettings, readSettingsSection } from '#server/settings';
import { callingSettingsSchema, settingsSchema, updateSettingsBodySchema } from '#shared/schemas/settings';
import { updateSettings } from './update-settings';

/** App-wide settings, admins only (issue 13); the calling section is readable by anyone (issue 14). */
export async function settingsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/settings', { schema: { response: { 200: settingsSchema } } }, async (req) => {
    requireAdmin(req);
    return readSettings(db);
  });

  // No session needed: the agents' call panel needs the retry delays and the public knowledge base
  // shows the daily targets. Nothing in this section is secret.
  r.get('/api/settings/calling', { schema: { response: { 200: callingSettingsSchema } } }, async () =>
    readSettingsSection(db, 'calling'),
  );

  r.patch(
    '/api/settings',
    { schema: { body: updateSettingsBodySchema, response: { 200: settingsSchema } } },
    async (req) => updateSettings({ db, admin: requireAdmin(req), body: req.body }),
  );
}
