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
 * 'Would you like to start with an industry template?' answered in a segmented control (toggle
 * buttons, one pressed at a time): a template, scratch, or the owner's own website read into
 * proposals. It is a different kind of question from the template cards under it, so it looks
 * like one: a single control, with what the chosen answer starts the agent with said under it.
 */
export function TemplateQuestion({ choice, disabled, onChoose }: TemplateQuestionProps) {
  const questionId = useId();
  return (
    <div>
      <Text size="sm" fw={500} id={questionId} mb={6}>
        Would you like to start with an industry template?
      </Text>
      <div role="group" aria-labelledby={questionId} className={classes.choices}>
        {OPTIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            className={classes.choice}
            aria-pressed={choice === option.value}
            aria-describedby={`${questionId}-${option.value}-hint`}
            disabled={disabled}
            onClick={() => onChoose(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {/* Each answer's line describes its button; the chosen one's shows under the control. */}
      {OPTIONS.map((option) => (
        <Text
          key={option.value}
          id={`${questionId}-${option.value}-hint`}
          size="sm"
          c="dimmed"
          mt={6}
          hidden={choice !== option.value}
        >
          {option.hint}
        </Text>
      ))}
    </div>
  );
}
