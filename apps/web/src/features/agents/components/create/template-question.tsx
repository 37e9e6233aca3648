import { Text } from '@mantine/core';
import { useId } from 'react';
import type { TemplateChoice } from './create-rules';
import classes from './create-agent-modal.module.css';

type TemplateQuestionProps = {
  choice: TemplateChoice;
  disabled: boolean;
  onChoose: (choice: Exclude<TemplateChoice, null>) => void;
};

const OPTIONS: { value: Exclude<TemplateChoice, null>; label: string; hint: string }[] = [
  { value: 'template', label: 'Yes, use a template', hint: 'Hours, tasks and answers for your industry, to adjust.' },
  { value: 'scratch', label: 'No, start from scratch', hint: 'Empty cards that you fill in yourself.' },
  { value: 'website', label: 'Start from my website', hint: 'We read your site and propose each card.' },
];

/**
 * 'Would you like to start with an industry template?' answered by choosing one of three cards
 * (toggle buttons, one pressed at a time): a template, scratch, or the owner's own website read
 * into proposals. Each says in a line what it starts the agent with, so it reads as a choice
 * between ways to start rather than as three commands.
 */
export function TemplateQuestion({ choice, disabled, onChoose }: TemplateQuestionProps) {
  const questionId = useId();
  return (
    <div>
      <Text fw={500} id={questionId} mb="xs">
        Would you like to start with an industry template?
      </Text>
      <div role="group" aria-labelledby={questionId} className={classes.choices}>
        {OPTIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            className={classes.choice}
            aria-pressed={choice === option.value}
            aria-labelledby={`${questionId}-${option.value}`}
            aria-describedby={`${questionId}-${option.value}-hint`}
            disabled={disabled}
            onClick={() => onChoose(option.value)}
          >
            <span className={classes.choiceMark} aria-hidden />
            <span id={`${questionId}-${option.value}`} className={classes.choiceLabel}>
              {option.label}
            </span>
            <span id={`${questionId}-${option.value}-hint`} className={classes.choiceHint}>
              {option.hint}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
