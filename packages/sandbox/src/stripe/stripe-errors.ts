import type { ContentfulStatusCode } from 'hono/utils/http-status';

type ErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error' | 'card_error';

/** A refusal in Stripe's envelope: `{ error: { type, code, message, param, doc_url } }`. */
export class StripeFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields: { type?: ErrorType; code?: string; param?: string; decline_code?: string } = {},
  ) {
    super(message);
  }

  body() {
    const { type = 'invalid_request_error', code, ...rest } = this.fields;
    return {
      error: {
        type,
        ...(code ? { code, doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` } : {}),
        message: this.message,
        ...rest,
      },
    };
  }
}

export const stripeErrorBody = (status: number) =>
  new StripeFailure(500, `Sandbox fault injected (HTTP ${status})`, { type: 'api_error' }).body();

export const missingParam = (param: string) =>
  new StripeFailure(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });

export const invalidParam = (param: string, message: string) =>
  new StripeFailure(400, message, { code: 'parameter_invalid_string', param });

export const unknownParam = (param: string) =>
  new StripeFailure(400, `Received unknown parameter: ${param}`, { code: 'parameter_unknown', param });

/** What Stripe says for an id it does not have: `No such customer: 'cus_…'`. */
export const noSuch = (kind: string, id: string, param = 'id') =>
  new StripeFailure(404, `No such ${kind}: '${id}'`, { code: 'resource_missing', param });
