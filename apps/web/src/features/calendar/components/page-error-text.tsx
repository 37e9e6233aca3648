import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** An action's failure, announced to screen readers. */
export function PageErrorText({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light" role="alert">
      {children}
    </Alert>
  );
}
