import type { WebhookDelivery, WebhookEndpoint } from '@portal/shared/webhooks';
import { WEBHOOK_ATTEMPT_FAILURES, WEBHOOK_SWITCHED_OFF_FAILING } from '@portal/shared/webhooks.plain';
import { describe, expect, it } from 'vitest';
import {
  addressParts,
  deliveryMarker,
  deliveryOutcome,
  endpointStatus,
  eventsSummary,
  formatResponseTime,
  readableAnswer,
  unbrokenStatus,
} from './webhook-format';

const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: '00000000-0000-4000-8000-000000000001',
  url: 'https://hooks.zapier.com/hooks/catch/1/abc/',
  description: '',
  events: ['call.ended'],
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  failingSince: null,
  lastSuccessAt: null,
  createdAt: '2026-05-01T15:00:00.000Z',
  ...overrides,
});

const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: '00000000-0000-4000-8000-0000000000d1',
  endpointId: endpoint().id,
  eventId: 'msg_1',
  eventType: 'call.ended',
  status: 'delivered',
  attempts: 1,
  responseStatus: 200,
  responseMs: 120,
  responseBody: 'ok',
  error: null,
  createdAt: '2026-05-01T15:00:00.000Z',
  lastAttemptAt: '2026-05-01T15:00:00.000Z',
  nextAttemptAt: null,
  deliveredAt: '2026-05-01T15:00:00.000Z',
  ...overrides,
});

describe('endpointStatus', () => {
  it('says enabled, failing since a time in the named zone, or switched off and by whom', () => {
    expect(endpointStatus(endpoint(), 'America/Denver')).toEqual({ color: 'green', label: 'Enabled', note: null });
    expect(endpointStatus(endpoint({ failingSince: '2026-05-02T20:43:00.000Z' }), 'America/Denver')).toMatchObject({
      color: 'orange',
      label: expect.stringMatching(/^Failing since May 2(, 2026)?, 2:43 PM MDT$/),
    });
    expect(endpointStatus(endpoint({ enabled: false, disabledReason: 'owner' }), 'America/Denver')).toMatchObject({
      color: 'gray',
      label: 'Switched off by you',
    });
    expect(
      endpointStatus(
        endpoint({ enabled: false, disabledReason: 'failing', failingSince: '2026-05-02T20:43:00.000Z' }),
        'UTC',
      ),
    ).toEqual({ color: 'red', label: 'Switched off after 3 days of failures', note: WEBHOOK_SWITCHED_OFF_FAILING });
  });
});

describe('eventsSummary', () => {
  it('names one or two events, the first of more, and all of them in two words', () => {
    expect(eventsSummary(['call.ended'])).toBe('Call ended');
    expect(eventsSummary(['call.ended', 'message.taken'])).toBe('Call ended, Message taken');
    expect(eventsSummary(['call.ended', 'message.taken', 'urgent.matter'])).toBe('Call ended and 2 more');
    expect(
      eventsSummary([
        'call.ended',
        'appointment.booked',
        'appointment.rescheduled',
        'appointment.cancelled',
        'message.taken',
        'urgent.matter',
        'agent.went_live',
        'agent.stopped_answering',
      ]),
    ).toBe('All events');
  });
});

describe('addressParts', () => {
  it('keeps the host whole, leaves https:// out and an unencrypted http:// in', () => {
    expect(addressParts('https://hooks.zapier.com/hooks/catch/1/abc/?x=1')).toEqual({
      host: 'hooks.zapier.com',
      rest: '/hooks/catch/1/abc/?x=1',
    });
    expect(addressParts('http://crm.example.com:8080/')).toEqual({ host: 'http://crm.example.com:8080', rest: '' });
    expect(addressParts('not an address')).toEqual({ host: 'not an address', rest: '' });
  });
});

describe('a delivery', () => {
  it('takes its marker from where it stands: orange once a try failed and it is tried again', () => {
    expect(deliveryMarker(delivery())).toEqual({ color: 'green', label: 'Delivered' });
    expect(deliveryMarker(delivery({ status: 'failed' }))).toEqual({ color: 'red', label: 'Failed' });
    expect(deliveryMarker(delivery({ status: 'pending', attempts: 2 }))).toEqual({ color: 'orange', label: 'Trying' });
    expect(deliveryMarker(delivery({ status: 'pending', attempts: 0 }))).toEqual({ color: 'blue', label: 'Trying' });
  });

  it('says how it went in words, and how long the receiver took', () => {
    expect(formatResponseTime(240)).toBe('240 ms');
    expect(formatResponseTime(1500)).toBe('1.5 s');
    expect(formatResponseTime(2000)).toBe('2 s');
    expect(deliveryOutcome(delivery())).toBe('delivered in 120 ms (HTTP 200).');
    expect(
      deliveryOutcome(
        delivery({ status: 'pending', responseStatus: null, responseMs: 3, error: WEBHOOK_ATTEMPT_FAILURES.refused }),
      ),
    ).toBe(`not delivered: ${WEBHOOK_ATTEMPT_FAILURES.refused}`);
    expect(deliveryOutcome(delivery({ status: 'pending', attempts: 0, responseStatus: null }))).toMatch(
      /^waiting for its turn/,
    );
  });
});

describe('readableAnswer', () => {
  it('lays JSON out an entry a line, and leaves text and JSON cut at the byte limit as they came', () => {
    expect(readableAnswer('{"error":{"code":"UNAUTHORIZED"}}')).toBe(
      '{\n  "error": {\n    "code": "UNAUTHORIZED"\n  }\n}',
    );
    expect(readableAnswer('Unauthorized')).toBe('Unauthorized');
    expect(readableAnswer('{"error":{"code":"UNAUTH')).toBe('{"error":{"code":"UNAUTH');
    // A bare JSON value gains nothing from a layout.
    expect(readableAnswer('"ok"')).toBe('"ok"');
  });
});

describe('unbrokenStatus', () => {
  it('keeps a status code on the line of its "HTTP"', () => {
    expect(unbrokenStatus('Your receiver answered with an error (HTTP 401).')).toBe(
      'Your receiver answered with an error (HTTP\u00a0401).',
    );
    expect(unbrokenStatus('No HTTP answer')).toBe('No HTTP answer');
  });
});
