import { textingPinSchema, textingRegistrationInputSchema, textingRegistrationSchema } from '@portal/shared/texting';
import { createRouter, jsonBody, jsonContent, signedInRoute } from '../../lib/openapi.ts';
import * as service from './registration.service.ts';

const registration = textingRegistrationSchema.meta({ id: 'TextingRegistration' });

const routes = {
  get: signedInRoute({
    method: 'get',
    path: '/texting/registration',
    summary: 'US texting registration',
    description:
      "Where the owner's 10DLC registration stands: their business (the brand), the texting campaign, and each number's assignment to it, with the registry's reason when a step is rejected.",
    responses: { 200: jsonContent(registration, 'The registration') },
  }),
  submit: signedInRoute(
    {
      method: 'post',
      path: '/texting/registration',
      summary: 'Register the business for US texting',
      description:
        'Submits the business to the registry (Telnyx charges its fee each time, and refunds nothing). The campaign and the numbers follow by themselves once the business is approved. A rejected registration can be submitted again with the details fixed.',
      request: { body: jsonBody(textingRegistrationInputSchema.meta({ id: 'TextingRegistrationInput' })) },
      responses: { 200: jsonContent(registration, 'The registration, as submitted') },
    },
    { 409: 'The business is registered already, or under review.' },
  ),
  pin: signedInRoute(
    {
      method: 'post',
      path: '/texting/registration/pin',
      summary: "Verify a sole proprietor's business with the texted PIN",
      description: 'The PIN the registry texted to the mobile phone given for a sole proprietor registration.',
      request: { body: jsonBody(textingPinSchema.meta({ id: 'TextingPin' })) },
      responses: { 200: jsonContent(registration, 'The registration, verified') },
    },
    { 409: 'No registration waits for a PIN.' },
  ),
};

export function textingRoutes(deps: service.TextingDeps) {
  return createRouter()
    .openapi(routes.get, async (c) => c.json(await service.readRegistration(deps, c.var.user.id), 200))
    .openapi(routes.submit, async (c) =>
      c.json(await service.submitRegistration(deps, c.var.user.id, c.req.valid('json')), 200),
    )
    .openapi(routes.pin, async (c) =>
      c.json(await service.verifyPin(deps, c.var.user.id, c.req.valid('json').pin), 200),
    );
}
