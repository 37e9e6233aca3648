import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { CardChange } from '@portal/shared/agents/versions.plain';
import IconArrowRight from '~icons/tabler/arrow-right';
import classes from './change-list.module.css';

const TAB_NAMES: Record<CardChange['tab'], string> = {
  personality: 'Personality',
  brain: 'Brain',
  responsibilities: 'Responsibilities',
};

/**
 * What a draft or a version changed, card by card: the change in words as a heading ("Greeting
 * changed"), then each field with what it was and what it becomes, in full.
 */
export function ChangeList({ changes, order = 3 }: { changes: CardChange[]; order?: TitleOrder }) {
  return (
    <Stack gap="lg">
      {changes.map((change) => (
        <Stack key={change.key} gap="xs">
          <div>
            <Title order={order} size="h5">
              {change.summary}
            </Title>
            <Text size="xs" c="dimmed">
              {TAB_NAMES[change.tab]} · {change.title}
            </Text>
          </div>
          {change.fields.length === 0 ? (
            <Text size="sm" c="dimmed">
              The suggested value is kept as it is, now approved for callers.
            </Text>
          ) : (
            <div className={classes.fields}>
              {change.fields.map((field) => (
                <div key={field.label} className={classes.field}>
                  <Text className={classes.label}>{field.label}</Text>
                  <div className={classes.values}>
                    <p className={classes.value}>
                      <span className={classes.caption}>Before</span>
                      {field.before}
                    </p>
                    <IconArrowRight width={18} height={18} aria-hidden className={classes.arrow} />
                    <p className={`${classes.value} ${classes.after}`}>
                      <span className={classes.caption}>After</span>
                      {field.after}
                    </p>
                  </div>
                </div>
              ))}
            </div>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
