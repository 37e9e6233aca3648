import { Button, useMantineColorScheme, useMantineCssVariablesResolver, useMantineTheme } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RootLayout } from './root-layout';
import { cssVariablesResolver } from './theme';

function Probe() {
  const theme = useMantineTheme();
  const { colorScheme } = useMantineColorScheme();
  const resolver = useMantineCssVariablesResolver();
  return (
    <p>
      {colorScheme} {theme.primaryColor}{' '}
      {typeof theme.primaryShade === 'object' ? theme.primaryShade.light : theme.primaryShade}{' '}
      {resolver === cssVariablesResolver ? 'ours' : 'other'}
    </p>
  );
}

describe('the root layout', () => {
  it("gives the kit the product's theme, the light scheme and the variables resolver", () => {
    render(
      <RootLayout>
        <Probe />
      </RootLayout>,
    );
    expect(screen.getByText('light blue 8 ours')).toBeInTheDocument();
  });

  it("renders the kit's components with their classes", () => {
    render(
      <RootLayout>
        <Button visibleFrom="md">Save</Button>
      </RootLayout>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveClass('mantine-Button-root');
    expect(button).toHaveClass('mantine-visible-from-md');
  });
});
