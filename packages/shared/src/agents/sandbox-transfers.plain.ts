/**
 * How a transfer destination takes a call in the sandbox, where nobody is there to pick up: it
 * answers unless the owner sets it busy or unanswered, to hear the agent's fallback.
 */
export const SANDBOX_TRANSFER_BEHAVIOURS = ['answers', 'busy', 'no-answer'] as const;
export type SandboxTransferBehaviour = (typeof SANDBOX_TRANSFER_BEHAVIOURS)[number];

export const SANDBOX_TRANSFER_LABELS: Record<SandboxTransferBehaviour, string> = {
  answers: 'Answers',
  busy: 'Is busy',
  'no-answer': 'Does not answer',
};

export const SANDBOX_DESTINATION_NOT_FOUND = 'This agent has no transfer destination with that id.';
