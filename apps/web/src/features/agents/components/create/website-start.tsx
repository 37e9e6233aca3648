import { Button, TextInput } from '@mantine/core';
import { useId } from 'react';
import IconArrowRight from '~icons/tabler/arrow-right';
import IconCheck from '~icons/tabler/check';
import IconWorldWww from '~icons/tabler/world-www';
import classes from './website-start.module.css';

type WebsiteStartProps = {
  chosen: boolean;
  disabled: boolean;
  /** Pressed again, the website start is let go and no start is chosen. */
  onToggle: (chosen: boolean) => void;
  url: string;
  onUrl: (url: string) => void;
  error: string | null;
};

/**
 * The portal's own way to start, reading the owner's website into proposals: no answer to the
 * template question, so not a card beside its answers but a tinted strip above the form, with an
 * icon, one sentence and a quiet toggle button. Chosen, the strip turns blue and asks for the
 * address inside it.
 */
export function WebsiteStart({ chosen, disabled, onToggle, url, onUrl, error }: WebsiteStartProps) {
  const textId = useId();
  return (
    <div className={classes.strip} data-chosen={chosen || undefined}>
      <IconWorldWww width={20} height={20} aria-hidden className={classes.icon} />
      <p className={classes.text} id={textId}>
        <b>Have a website?</b> Start from it and we&apos;ll suggest your hours, services and answers for you to review.
      </p>
      <Button
        variant="subtle"
        size="compact-sm"
        className={classes.toggle}
        aria-pressed={chosen}
        aria-describedby={textId}
        disabled={disabled}
        onClick={() => onToggle(!chosen)}
        leftSection={chosen ? <IconCheck width={16} height={16} aria-hidden /> : undefined}
        rightSection={chosen ? undefined : <IconArrowRight width={16} height={16} aria-hidden />}
      >
        Start from my website
      </Button>
      {chosen && (
        <TextInput
          className={classes.field}
          label="Your website"
          description="We read it and propose your hours, prices, contact details and more, card by card, for you to review."
          placeholder="www.yourbusiness.com"
          value={url}
          onChange={(event) => onUrl(event.currentTarget.value)}
          error={error}
          disabled={disabled}
          autoComplete="url"
          inputMode="url"
        />
      )}
    </div>
  );
}
