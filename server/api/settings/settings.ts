/** /api/settings and /api/delivery (issue 25): anyone reads what the pages
 * show; only a seller changes it. Answers come from the catalogue cache. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, settingsShape, zoneShape } from '../../../domain/shared/api-shapes.ts';
import { settingsSchema, zonesSchema } from '../../../domain/settings/settings-schema.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { requirePermission } from '../../auth/guards.ts';
import { audit } from '../staff/audit-request.ts';
import { diff } from '../../../domain/staff/audit.ts';

const deliveryAnswer = ok({ minOrder: z.number(), zones: z.array(zoneShape) });

export const settingsApi: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'The shop’s details and policies',
        response: { 200: ok({ settings: settingsShape }) },
      },
    },
    async (request, reply) => {
      await app.catalogCache.sendJson(request, reply, 'api:settings', async () => ({
        success: true as const,
        settings: await app.services.settings.getSettings(),
      }));
    },
  );

  app.put(
    '/settings',
    {
      onRequest: requirePermission('settings.write'),
      schema: { tags: ['settings'], body: settingsSchema, response: { 200: ok({ settings: settingsShape }) } },
    },
    async (request) => {
      const before = await app.services.settings.getSettings();
      const settings = await app.services.settings.saveSettings(request.body);
      await audit(request, { action: 'update', entity: 'settings', changes: diff(before, settings) });
      return { success: true as const, message: textsIn('az').SETTINGS_TEXT.saved, settings };
    },
  );

  app.get(
    '/delivery',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Delivery zones and the minimum order',
        response: { 200: deliveryAnswer },
      },
    },
    async (request, reply) => {
      await app.catalogCache.sendJson(request, reply, 'api:delivery', async () => ({
        success: true as const,
        ...(await app.services.settings.getDelivery()),
      }));
    },
  );

  app.put(
    '/delivery',
    {
      onRequest: requirePermission('settings.write'),
      schema: { tags: ['delivery'], body: zonesSchema, response: { 200: deliveryAnswer } },
    },
    async (request) => {
      const before = await app.services.settings.getDelivery();
      await app.services.settings.saveZones(request.body.zones);
      const after = await app.services.settings.getDelivery();
      await audit(request, { action: 'update', entity: 'zones', changes: diff(before, after) });
      return { success: true as const, message: textsIn('az').ZONES_TEXT.saved, ...after };
    },
  );
};
