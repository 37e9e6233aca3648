import { holidayListSchema } from '@portal/shared/agents/holidays';
import { createRouter, jsonContent, recordIdParam, signedInRoute } from '../../lib/openapi.ts';
import * as service from './holidays.service.ts';

const routes = {
  usHolidays: signedInRoute({
    method: 'get',
    path: '/{id}/us-holidays',
    summary: 'Coming US federal holidays',
    description:
      "The US federal holidays of the next twelve months, on the days they are observed, from today in the agent's time zone, for the owner to mark as closed on the Your Hours card. Nothing is marked closed by this read.",
    request: { params: recordIdParam("The agent's id") },
    responses: { 200: jsonContent(holidayListSchema.meta({ id: 'HolidayList' }), 'The holidays, in date order') },
  }),
};

export function holidaysRoutes(deps: service.HolidaysDeps) {
  return createRouter().openapi(routes.usHolidays, async (c) =>
    c.json(await service.comingUsHolidays(deps, c.var.user.id, c.req.valid('param').id), 200),
  );
}
