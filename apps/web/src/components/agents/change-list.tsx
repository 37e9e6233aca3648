import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { CardChange, FieldChange } from '@portal/shared/agents/versions.plain';
import IconArrowRight from '~icons/tabler/arrow-right';
import classes from './change-list.module.css';
import { wordDiff, type DiffPart } from './word-diff';

const TAB_NAMES: Record<CardChange['tab'], string> = {
  personality: 'Personality',
  brain: 'Brain',
  responsibilities: 'Responsibilities',
};

/** One side of a change, its words the other side lacks marked (struck through before, tinted after). */
function Marked({ parts, mark: Mark }: { parts: DiffPart[]; mark: 'del' | 'ins' }) {
  return parts.map((part, index) =>
    part.changed ? (
      <Mark key={index} className={classes.mark}>
        {part.text}
      </Mark>
    ) : (
      part.text
    ),
  );
}

function FieldValues({ field }: { field: FieldChange }) {
  const diff = wordDiff(field.before, field.after);
  return (
    <div className={classes.values}>
      <p className={classes.value}>
        <span className={classes.caption}>Before</span>
        <Marked parts={diff.before} mark="del" />
      </p>
      <IconArrowRight width={18} height={18} aria-hidden className={classes.arrow} />
      <p className={classes.value}>
        <span className={classes.caption}>After</span>
        <Marked parts={diff.after} mark="ins" />
      </p>
    </div>
  );
}

/**
 * What a draft or a version changed, card by card: the change in words as a heading ("Greeting
 * changed") with its tab, then each field with what it was and what it becomes, in full, the
 * words that changed marked. A card of one field does not name the field again under its heading.
 */
export function ChangeList({ changes, order = 3 }: { changes: CardChange[]; order?: TitleOrder }) {
  return (
    <Stack gap="lg">
      {changes.map((change) => {
        const alone = change.fields.length === 1 && change.fields[0]!.label === change.title;
        return (
          <Stack key={change.key} gap="xs">
            <div className={classes.heading}>
              <Title order={order} size="h5">
                {change.summary}
              </Title>
              <Text size="sm" c="dimmed">
                {TAB_NAMES[change.tab]}
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
                    {!alone && <Text className={classes.label}>{field.label}</Text>}
                    <FieldValues field={field} />
                  </div>
                ))}
              </div>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
