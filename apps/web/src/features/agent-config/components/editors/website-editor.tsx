import { Button, Fieldset, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { WebsiteEntry } from '@portal/shared/agents/agent';
import { KNOWLEDGE_CATEGORIES } from '@portal/shared/agents/options.plain';
import type { ScrapeResponse } from '@portal/shared/ai';
import { useState, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useAnalyzePage } from '../../hooks/use-analyze-page';
import type { EditorProps } from './editor-props';
import { FieldNote } from './field-note';
import { TextField } from './text-field';
import { WebsiteEntries, entryBlockText } from './website-entries';

type Category = (typeof KNOWLEDGE_CATEGORIES)[number];

/** Website Info: analysed pages as 'Source / Category / summary' blocks, or older free text as text. */
export function WebsiteEditor({ card }: EditorProps) {
  const { getValues, setValue } = useFormContext();
  const value = useWatch({ name: 'websiteInfo' }) as string | WebsiteEntry[] | null;
  const [category, setCategory] = useState<Category>('Company Info');
  const isText = typeof value === 'string' && value.trim() !== '';

  const append = (result: ScrapeResponse) => {
    const entry: WebsiteEntry = {
      url: result.url,
      processed_title: result.processed_title.slice(0, 300),
      user_category: category,
      summary: result.summary,
    };
    const current = getValues('websiteInfo') as string | WebsiteEntry[] | null;
    const next =
      typeof current === 'string' && current.trim()
        ? `${current.trimEnd()}\n\n---\n\n${entryBlockText(entry)}`
        : [...(Array.isArray(current) ? current : []), entry];
    setValue('websiteInfo', next, { shouldDirty: true, shouldValidate: true });
    return `Added ${entry.processed_title || entry.url}.`;
  };
  const page = useAnalyzePage(append);
  const analyze = () => page.analyze(category);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    analyze();
  };

  return (
    <Stack gap="md">
      {isText ? <TextField name="websiteInfo" label="Website knowledge" context={card.title} /> : <WebsiteEntries />}
      <Fieldset legend="Add a page of your website" variant="filled">
        <Stack gap="xs">
          <TextInput
            type="url"
            label="Webpage URL"
            placeholder="https://www.example.com/services"
            value={page.url}
            onChange={(event) => page.setUrl(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          <NativeSelect
            label="Category"
            data={[...KNOWLEDGE_CATEGORIES]}
            value={category}
            onChange={(event) => setCategory(event.currentTarget.value as Category)}
          />
          <Button variant="light" onClick={analyze} disabled={!page.canAnalyze} style={{ alignSelf: 'flex-start' }}>
            {page.busy ? 'Processing & Appending...' : 'Add & Analyze Page'}
          </Button>
          <FieldNote note={page.note} />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
