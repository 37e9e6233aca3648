import { describe, expect, it } from 'vitest';
import { fullAssistantBody } from '../testing.ts';
import { vapiSchemaErrors } from './validate.ts';

const startsWith = (prefix: string) =>
  expect.stringMatching(new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

describe('vapiSchemaErrors', () => {
  it('accepts Vapi’s documented example assistant for create and update', () => {
    expect(vapiSchemaErrors('CreateAssistantDTO', fullAssistantBody())).toEqual([]);
    expect(vapiSchemaErrors('UpdateAssistantDTO', fullAssistantBody())).toEqual([]);
  });

  it('compiles every root schema the repository validates against', () => {
    const roots = ['Assistant', 'TelnyxPhoneNumber', 'CreateCallDTO', 'CreateWebCallDTO', 'Call'];
    for (const root of [...roots, 'ServerMessage', 'ServerMessageResponse']) {
      expect(Array.isArray(vapiSchemaErrors(root, {}))).toBe(true);
    }
    expect(() => vapiSchemaErrors('NoSuchDTO', {})).toThrow(/no schema NoSuchDTO/);
  });

  it('refuses unknown keys at every depth, in NestJS’s words', () => {
    const body = fullAssistantBody();
    const errors = vapiSchemaErrors('CreateAssistantDTO', {
      ...body,
      foo: 1,
      model: { ...body.model, emotionRecognition: true, tools: [{ type: 'endCall', extra: 1 }] },
      server: { ...body.server, secret: 'x' },
    });
    expect(errors).toEqual([
      'property foo should not exist',
      'model.property emotionRecognition should not exist',
      'model.tools.0.property extra should not exist',
      'server.property secret should not exist',
    ]);
  });

  it('names the allowed providers when a union’s tag is unknown', () => {
    const errors = vapiSchemaErrors('CreateAssistantDTO', {
      model: { provider: 'deepseek', model: 'deepseek-chat' },
      voice: { provider: 'vapi-voices', voiceId: 'Elliot' },
    });
    expect(errors).toEqual([
      startsWith('model.provider must be one of the following values: anthropic,'),
      startsWith('voice.provider must be one of the following values: azure,'),
    ]);
    expect(errors[0]).toContain('deep-seek');
    expect(vapiSchemaErrors('CreateAssistantDTO', { model: 'gpt-4o' })).toEqual(['model must be an object']);
  });

  it('checks what the chosen branch allows: models, languages, required fields', () => {
    expect(vapiSchemaErrors('CreateAssistantDTO', { model: { provider: 'openai', model: 'gpt-9' } })).toEqual([
      startsWith('model.model must be one of the following values: '),
    ]);
    expect(
      vapiSchemaErrors('CreateAssistantDTO', { transcriber: { provider: 'deepgram', language: 'klingon' } }),
    ).toEqual([startsWith('transcriber.language must be one of the following values: ')]);
    expect(
      vapiSchemaErrors('CreateAssistantDTO', { model: { provider: 'openai' }, voice: { provider: 'vapi' } }),
    ).toEqual([startsWith('model.model must be one of the following values: '), 'voice.voiceId must be a string']);
  });

  it('explains a failed union of a string and objects by the branch that fits the value', () => {
    expect(vapiSchemaErrors('CreateAssistantDTO', { voicemailDetection: 'on' })).toEqual([
      'voicemailDetection must be one of the following values: off',
    ]);
    expect(vapiSchemaErrors('CreateAssistantDTO', { voicemailDetection: { provider: 'acme' } })).toEqual([
      startsWith('voicemailDetection.provider must be one of the following values: '),
    ]);
    expect(vapiSchemaErrors('CreateAssistantDTO', { voicemailDetection: 3 })).toEqual([
      'voicemailDetection must be a string or an object',
    ]);
    expect(vapiSchemaErrors('CreateAssistantDTO', { backgroundSound: 'loud' })).toEqual([
      'backgroundSound must be one of the following values: off, office',
    ]);
  });

  it('reads list enums, lengths, ranges and the `/.../` patterns of Vapi’s document', () => {
    const errors = vapiSchemaErrors('CreateAssistantDTO', {
      name: 'x'.repeat(41),
      maxDurationSeconds: 5,
      serverMessages: ['end-of-call-report', 'call-ended'],
      model: { provider: 'openai', model: 'gpt-4o', tools: [{ type: 'function', function: { name: 'book it' } }] },
    });
    expect(errors).toEqual([
      'model.tools.0.function.name must match /^[a-zA-Z0-9_-]{1,64}$/ regular expression',
      startsWith('each value in serverMessages must be one of the following values: assistant.started,'),
      'maxDurationSeconds must not be less than 10',
      'name must be shorter than or equal to 40 characters',
    ]);
    const named = { provider: 'openai', model: 'gpt-4o', tools: [{ type: 'function', function: { name: 'book_it' } }] };
    expect(vapiSchemaErrors('CreateAssistantDTO', { model: named })).toEqual([]);
  });

  it('accepts null only where the document says nullable', () => {
    expect(vapiSchemaErrors('CreateCallDTO', { assistantId: 'a', assistantVersion: null })).toEqual([]);
    expect(vapiSchemaErrors('UpdateTelnyxPhoneNumberDTO', { provider: 'telnyx', assistantId: null })).toEqual([
      'assistantId must be a string',
    ]);
  });

  it('tells server messages apart by their type', () => {
    expect(vapiSchemaErrors('ServerMessage', { message: { type: 'call-ended' } })).toEqual([
      startsWith('message.type must be one of the following values: assistant-request,'),
    ]);
    expect(vapiSchemaErrors('ServerMessage', { message: { type: 'status-update', status: 'in-progress' } })).toEqual(
      [],
    );
    expect(vapiSchemaErrors('ServerMessage', { message: { type: 'status-update', status: 'talking' } })).toEqual([
      startsWith('message.status must be one of the following values: scheduled,'),
    ]);
  });
});
