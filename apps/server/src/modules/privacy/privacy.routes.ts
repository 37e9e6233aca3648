import { privacySettingsSchema, privacySettingsUpdateSchema } from '@portal/shared/privacy';
import { createRouter, jsonBody, jsonContent, signedInRoute } from '../../lib/openapi.ts';
import * as service from './privacy.service.ts';

const settings = privacySettingsSchema.meta({ id: 'PrivacySettings' });

const routes = {
  read: signedInRoute({
    method: 'get',
    path: '/account/privacy',
    summary: "The owner's privacy settings",
    description:
      'How long call recordings and transcripts are kept (30, 90 or 365 days, or null: until deleted), and whether ' +
      'card numbers and social security numbers are masked in what is stored.',
    responses: { 200: jsonContent(settings, 'The settings') },
  }),
  save: signedInRoute({
    method: 'patch',
    path: '/account/privacy',
    summary: 'Change the privacy settings',
    description:
      'Changes what is sent; the rest stays. Older recordings and transcripts are deleted soon after a limited ' +
      'retention is chosen (at the voice platform too), and every day after; each call keeps its outcome, times ' +
      'and cost. Masking applies to calls stored from then on.',
    request: { body: jsonBody(privacySettingsUpdateSchema.meta({ id: 'PrivacySettingsUpdate' })) },
    responses: { 200: jsonContent(settings, 'The saved settings') },
  }),
};

/** GET and PATCH /api/account/privacy: the signed-in owner's own settings (no API key reaches /account). */
export function privacyRoutes(deps: service.PrivacySettingsDeps) {
  return createRouter()
    .openapi(routes.read, async (c) => c.json(await service.privacySettings(deps, c.var.user.id), 200))
    .openapi(routes.save, async (c) =>
      c.json(await service.updatePrivacySettings(deps, c.var.user.id, c.req.valid('json')), 200),
    );
}
