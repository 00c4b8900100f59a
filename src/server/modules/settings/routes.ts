import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { readSettings } from '#server/settings';
import { settingsSchema, updateSettingsBodySchema } from '#shared/schemas/settings';
import { updateSettings } from './update-settings';

/** App-wide settings, admins only (issue 13). */
export async function settingsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/settings', { schema: { response: { 200: settingsSchema } } }, async (req) => {
    requireAdmin(req);
    return readSettings(db);
  });

  r.patch(
    '/api/settings',
    { schema: { body: updateSettingsBodySchema, response: { 200: settingsSchema } } },
    async (req) => updateSettings({ db, admin: requireAdmin(req), body: req.body }),
  );
}
