export * from './auth.ts';
export * from './profiles.ts';
export * from './agent-templates.ts';
export * from './agents.ts';
export * from './phone-numbers.ts';
export * from './call-records.ts';
export * from './google.ts';
export * from './sandbox-mail.ts';
