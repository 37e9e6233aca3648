import {
  closeAccountCheckSchema,
  closeAccountRequestSchema,
  closeAccountResultSchema,
} from '@portal/shared/account-closing';
import { createRouter, jsonBody, jsonContent, signedInRoute } from '../../lib/openapi.ts';
import * as service from './account-closing.service.ts';

const routes = {
  check: signedInRoute({
    method: 'get',
    path: '/account/close',
    summary: 'How the owner confirms closing the account',
    responses: {
      200: jsonContent(
        closeAccountCheckSchema,
        'With a password: the password; without (Google sign-in): whether the sign-in is recent enough',
      ),
    },
  }),
  close: signedInRoute(
    {
      method: 'post',
      path: '/account/close',
      summary: 'Close the account now, for good',
      description:
        'Confirmed by the account’s e-mail and password (or a Google sign-in of the last 10 minutes). Deletes the account and its data at once; the plan, numbers, assistants, files, calendar tokens and stored files are closed at the vendors by background jobs that retry until done, then a final e-mail lists what was closed.',
      request: { body: jsonBody(closeAccountRequestSchema) },
      responses: { 200: jsonContent(closeAccountResultSchema, 'The account is closed; the session has ended') },
    },
    { 429: 'Too many wrong passwords: try again later.' },
  ),
};

export function accountClosingRoutes(deps: service.CloseAccountDeps) {
  // A request made with an API key carries no session: it is refused, whatever the key may do.
  return createRouter()
    .openapi(routes.check, async (c) =>
      c.json(await service.closingCheck(deps, { user: c.var.user, session: c.var.session }), 200),
    )
    .openapi(routes.close, async (c) => {
      await service.closeAccount(deps, { user: c.var.user, session: c.var.session }, c.req.valid('json'));
      return c.json({ closed: true as const }, 200);
    });
}
