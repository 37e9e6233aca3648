import {
  accountDetailSchema,
  accountSummarySchema,
  avatarUploadResultSchema,
  profileSchema,
  profileUpdateSchema,
} from '@portal/shared/account';
import { AppError } from '../../lib/errors.ts';
import { createRouter, imageUpload, jsonBody, jsonContent, signedInRoute } from '../../lib/openapi.ts';
import { IMAGE_QUEUE_ERRORS } from '../../lib/image-decodes.ts';
import { uploadBodyLimit } from '../../lib/upload-limit.ts';
import * as service from './account.service.ts';

const routes = {
  summary: signedInRoute({
    method: 'get',
    path: '/account/summary',
    summary: 'Name, e-mail and plan for the account overview',
    responses: { 200: jsonContent(accountSummarySchema, 'Name, e-mail and plan for the account overview') },
  }),
  detail: signedInRoute({
    method: 'get',
    path: '/account/profile',
    summary: 'The profile with agent and number counts',
    responses: {
      200: jsonContent(accountDetailSchema, 'The profile (null if missing), active agents and phone number count'),
    },
  }),
  update: signedInRoute({
    method: 'patch',
    path: '/account/profile',
    summary: 'Save the profile',
    request: { body: jsonBody(profileUpdateSchema) },
    responses: { 200: jsonContent(profileSchema, 'The saved profile') },
  }),
  avatar: signedInRoute(
    {
      method: 'post',
      path: '/account/avatar',
      summary: 'Upload a profile photo',
      middleware: [uploadBodyLimit] as const,
      // The file is read by hand so a missing one gets a readable message, not a field error.
      request: { body: imageUpload },
      responses: {
        200: jsonContent(avatarUploadResultSchema, 'The stored photo, re-encoded, and the updated profile'),
      },
    },
    { 413: 'File too large (Max 2MB).', ...IMAGE_QUEUE_ERRORS },
  ),
};

export function accountRoutes(deps: service.AccountDeps) {
  return createRouter()
    .openapi(routes.summary, async (c) => c.json(await service.accountSummary(deps, c.var.user), 200))
    .openapi(routes.detail, async (c) => c.json(await service.accountDetail(deps, c.var.user, c.var.log), 200))
    .openapi(routes.update, async (c) =>
      c.json(await service.updateProfile(deps, c.var.user.id, c.req.valid('json')), 200),
    )
    .openapi(routes.avatar, async (c) => {
      const form = await c.req.parseBody().catch(() => {
        throw new AppError('BAD_REQUEST', 'The upload could not be read.');
      });
      const file = form.file;
      if (!(file instanceof File) || file.size === 0) {
        throw new AppError('BAD_REQUEST', 'No file selected or profile data missing.');
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      return c.json(await service.uploadAvatar(deps, c.var.user.id, bytes, c.var.log), 200);
    });
}
