// What the configuration cards say and allow, without their schemas: the configuration page shows
// these before it loads the validation library. sections.ts holds the schemas and re-exports this file.

/** The longest free text of a card. */
export const TEXT_LIMIT = 5000;

export const BUSINESS_NAME_NEEDED =
  'Enter your business name: your agent answers the phone with it, and your agent cannot go live without it.';

export const sectionSaveMessage = (title: string) => `${title} saved successfully!`;
export const NO_CHANGES_MESSAGE = 'No changes detected to save for this section.';
