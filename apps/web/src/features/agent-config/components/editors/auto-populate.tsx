import { Button, Fieldset, Stack, TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useAnalyzePage } from '../../hooks/use-analyze-page';
import { appendText, categoryForCard } from '../../lib/website-category';
import { FieldNote } from './field-note';

type AutoPopulateProps = { name: string; cardKey: string };

/** 'Auto-Populate from Website': a page's summary is appended to the field's text. */
export function AutoPopulate({ name, cardKey }: AutoPopulateProps) {
  const { getValues, setValue } = useFormContext();
  const page = useAnalyzePage((result) => {
    setValue(name, appendText(String(getValues(name) ?? ''), result.summary), {
      shouldDirty: true,
      shouldValidate: true,
    });
    return `Added a summary of ${result.processed_title || result.url}.`;
  });
  const analyze = () => page.analyze(categoryForCard(cardKey));
  // Enter analyses the page instead of submitting the card's form.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    analyze();
  };

  return (
    <Fieldset legend="Auto-Populate from Website" variant="filled">
      <Stack gap="xs">
        <TextInput
          type="url"
          label="Webpage URL"
          placeholder="https://www.example.com/about"
          value={page.url}
          onChange={(event) => page.setUrl(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="light" onClick={analyze} disabled={!page.canAnalyze} style={{ alignSelf: 'flex-start' }}>
          {page.busy ? 'Analyzing Page...' : 'Add & Analyze Page'}
        </Button>
        <FieldNote note={page.note} />
      </Stack>
    </Fieldset>
  );
}
