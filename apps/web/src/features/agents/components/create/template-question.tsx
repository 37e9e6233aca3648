import { Radio, Text } from '@mantine/core';
import { useId } from 'react';
import type { TemplateChoice } from './create-rules';
import classes from './create-agent-modal.module.css';

type Choice = Exclude<TemplateChoice, null | 'website'>;

type TemplateQuestionProps = {
  choice: TemplateChoice;
  disabled: boolean;
  onChoose: (choice: Choice) => void;
};

type Option = { value: Choice; label: string; hint: string };

const ANSWERS: Option[] = [
  {
    value: 'template',
    label: 'Yes, use a template',
    hint: "Your industry's usual hours, tasks and answers, for you to change as you like.",
  },
  { value: 'scratch', label: 'No, start from scratch', hint: 'Empty cards that you fill in yourself.' },
];

type ChoiceCardProps = {
  option: Option;
  pressed: boolean;
  disabled: boolean;
  onChoose: (choice: Choice) => void;
};

/**
 * An answer as a card: a toggle button (pressed while chosen) with the kit's radio mark, named by its
 * label and described by what it starts the agent with.
 */
function ChoiceCard({ option, pressed, disabled, onChoose }: ChoiceCardProps) {
  const id = useId();
  return (
    <button
      type="button"
      className={classes.choice}
      aria-pressed={pressed}
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-hint`}
      disabled={disabled}
      onClick={() => onChoose(option.value)}
    >
      <Radio.Indicator checked={pressed} size="sm" mt={2} aria-hidden />
      <span className={classes.choiceText}>
        <Text span size="sm" fw={600} id={`${id}-label`}>
          {option.label}
        </Text>
        <Text span size="xs" c="dimmed" id={`${id}-hint`}>
          {option.hint}
        </Text>
      </span>
    </button>
  );
}

/**
 * 'Would you like to start with an industry template?' with its two answers side by side (on a
 * phone one under the other). Starting from the website is no answer to it: that is a strip of its
 * own (website-start.tsx). One start is chosen at a time.
 */
export function TemplateQuestion({ choice, disabled, onChoose }: TemplateQuestionProps) {
  const questionId = useId();
  return (
    <div>
      <Text size="sm" fw={600} id={questionId} mb={6}>
        Would you like to start with an industry template?
      </Text>
      <div role="group" aria-labelledby={questionId} className={classes.choices}>
        {ANSWERS.map((option) => (
          <ChoiceCard
            key={option.value}
            option={option}
            pressed={choice === option.value}
            disabled={disabled}
            onChoose={onChoose}
          />
        ))}
      </div>
    </div>
  );
}
