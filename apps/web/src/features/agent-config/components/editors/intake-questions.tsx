import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SchedulingConfig } from '@portal/shared/agents/scheduling';
import { useController } from 'react-hook-form';

type Question = keyof SchedulingConfig & (`require_${string}` | `ask_${string}`);

const REQUIRED: [Question, string][] = [
  ['require_full_name', 'Full name'],
  ['require_phone_number', 'Phone number'],
  ['require_email', 'Email address'],
  ['require_reason_for_visit', 'Reason for visit'],
  ['require_existing_or_new_client', 'New or existing client'],
];

const OPTIONAL: [Question, string][] = [
  ['ask_referral_source', 'How they heard about you'],
  ['ask_special_instructions', 'Special instructions'],
  ['ask_language_preference', 'Language preference'],
  ['ask_accessibility_needs', 'Accessibility needs'],
];

/** The require_* and ask_* switches of scheduling_config, in words a business owner uses. */
export function IntakeQuestions({ name }: { name: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <QuestionList title="Before booking, require" name={name} items={REQUIRED} />
      <QuestionList title="Also ask for" name={name} items={OPTIONAL} />
    </SimpleGrid>
  );
}

function QuestionList({ title, name, items }: { title: string; name: string; items: [Question, string][] }) {
  return (
    <Stack gap={6} role="group" aria-label={title}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      {items.map(([key, label]) => (
        <QuestionBox key={key} name={`${name}.${key}`} label={label} />
      ))}
    </Stack>
  );
}

function QuestionBox({ name, label }: { name: string; label: string }) {
  const { field } = useController({ name });
  return (
    <Checkbox label={label} checked={!!field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />
  );
}
