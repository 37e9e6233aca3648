import { Stack, Text, Title } from '@mantine/core';

/**
 * A protected page whose feature has not landed yet: it names the page and says so plainly,
 * so navigation never dead-ends and nothing pretends to work.
 */
export function SectionPage({ title }: { title: string }) {
  return (
    <Stack gap="sm">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">This part of the portal is not available yet.</Text>
    </Stack>
  );
}
