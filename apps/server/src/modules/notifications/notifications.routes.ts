import { notificationSettingsSchema, notificationSettingsUpdateSchema } from '@portal/shared/notifications';
import { createRouter, jsonBody, jsonContent, signedInRoute } from '../../lib/openapi.ts';
import * as service from './notifications.service.ts';

const settings = notificationSettingsSchema.meta({ id: 'NotificationSettings' });

const routes = {
  read: signedInRoute({
    method: 'get',
    path: '/account/notifications',
    summary: "The owner's e-mail notification settings",
    description:
      'Whether an urgent call is e-mailed at once, whether a daily summary is sent, its local time, and the owner’s time zone (null until chosen).',
    responses: { 200: jsonContent(settings, 'The settings') },
  }),
  save: signedInRoute({
    method: 'put',
    path: '/account/notifications',
    summary: 'Save the e-mail notification settings',
    description:
      'Replaces all four settings. The time is 24-hour HH:MM (00:00 to 23:59); the time zone an IANA name such as America/Chicago.',
    request: { body: jsonBody(notificationSettingsUpdateSchema.meta({ id: 'NotificationSettingsUpdate' })) },
    responses: { 200: jsonContent(settings, 'The saved settings') },
  }),
};

export function notificationsRoutes(deps: service.NotificationSettingsDeps) {
  return createRouter()
    .openapi(routes.read, async (c) => c.json(await service.notificationSettings(deps, c.var.user.id), 200))
    .openapi(routes.save, async (c) =>
      c.json(await service.updateNotificationSettings(deps, c.var.user.id, c.req.valid('json')), 200),
    );
}
