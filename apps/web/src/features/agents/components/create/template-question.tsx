import { Button, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { TemplateChoice } from './create-rules';
import classes from './create-agent-modal.module.css';

type TemplateQuestionProps = {
  choice: TemplateChoice;
  disabled: boolean;
  onChoose: (choice: Exclude<TemplateChoice, null>) => void;
};

/**
 * 'Would you like to start with an industry template?' answered with one of the toggle buttons:
 * a template, scratch, or the owner's own website read into proposals.
 */
export function TemplateQuestion({ choice, disabled, onChoose }: TemplateQuestionProps) {
  const questionId = useId();
  const option = (value: Exclude<TemplateChoice, null>, label: string) => (
    <Button
      variant={choice === value ? 'filled' : 'default'}
      aria-pressed={choice === value}
      disabled={disabled}
      onClick={() => onChoose(value)}
    >
      {label}
    </Button>
  );
  return (
    <Stack gap="xs">
      <Text fw={500} id={questionId}>
        Would you like to start with an industry template?
      </Text>
      <div role="group" aria-labelledby={questionId} className={classes.choices}>
        {option('template', 'Yes, use a template')}
        {option('scratch', 'No, start from scratch')}
        {option('website', 'Start from my website')}
      </div>
    </Stack>
  );
}
