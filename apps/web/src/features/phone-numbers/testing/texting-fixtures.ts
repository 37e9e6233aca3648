import type { TextingRegistration } from '@portal/shared/texting';

type Status = TextingRegistration['steps']['brand']['status'];

/** A registration as the server answers it: not submitted unless a step has started. */
export function registration(
  steps: Partial<Record<keyof TextingRegistration['steps'], { status: Status; reason?: string }>> = {},
  overrides: Partial<TextingRegistration> = {},
): TextingRegistration {
  const step = (name: keyof TextingRegistration['steps']) => ({
    status: steps[name]?.status ?? 'not_started',
    reason: steps[name]?.reason ?? null,
  });
  const submitted = Object.keys(steps).length > 0;
  return {
    steps: { brand: step('brand'), campaign: step('campaign'), numbers: step('numbers') },
    textingOn: false,
    needsPin: false,
    submittedAt: submitted ? '2026-11-20T15:00:00.000Z' : null,
    details: submitted
      ? {
          entityType: 'PRIVATE_PROFIT',
          displayName: 'Bright Smiles',
          companyName: 'Bright Smiles LLC',
          einLast4: '6789',
        }
      : null,
    ...overrides,
  };
}
