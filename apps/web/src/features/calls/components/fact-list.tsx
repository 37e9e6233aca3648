import { SimpleGrid, Text } from '@mantine/core';

type Props = { facts: readonly (readonly [label: string, value: string])[]; labelledBy?: string };

/**
 * Labelled values in columns (a description list); a value with no space to break at, such as an
 * e-mail address, wraps anywhere rather than run past the page.
 */
export function FactList({ facts, labelledBy }: Props) {
  return (
    <SimpleGrid component="dl" aria-labelledby={labelledBy} cols={{ base: 2, sm: 3 }} spacing="sm" m={0}>
      {facts.map(([label, value], index) => (
        <div key={`${index}-${label}`}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
