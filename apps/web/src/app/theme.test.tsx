import { MantineProvider, Notification } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('the theme', () => {
  it("names a toast's close button, so screen readers can dismiss it", () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Notification onClose={() => undefined}>Profile updated successfully!</Notification>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
  });
});
