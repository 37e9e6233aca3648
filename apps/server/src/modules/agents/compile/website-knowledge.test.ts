import { readCallBrief } from '@portal/shared/agents/call-brief';
import { describe, expect, it } from 'vitest';
import { compileAssistant } from './compile-assistant.pure.ts';
import { compileKnowledgeBase } from './knowledge-base.pure.ts';
import { DENTAL_AGENT, testCompileContext, websitePage } from './testing.ts';
import { PROMPT_KNOWLEDGE_CHARS, splitWebsiteKnowledge } from './website-knowledge.pure.ts';

const context = testCompileContext(false);
const withPages = (websiteInfo: unknown) => ({ ...DENTAL_AGENT, websiteInfo });
const promptOf = (websiteInfo: unknown) => compileAssistant(withPages(websiteInfo), context).model.messages[0]!.content;
const slugs = (entries: { source: string | null }[]) => entries.map((entry) => entry.source?.split('/').pop());

/** The summary length that makes a page's prompt line exactly `chars` long. */
const lineOf = (slug: string, chars: number) => {
  const prefix = `From ${websitePage(slug, '').url} (Services): `.length;
  return websitePage(slug, chars - prefix);
};

describe('the website knowledge budget', () => {
  it('puts every page in the prompt while they fit, with no knowledge base', () => {
    const pages = [websitePage('a', 3000), websitePage('b', 3000)];
    expect(slugs(splitWebsiteKnowledge(withPages(pages)).inPrompt)).toEqual(['a', 'b']);
    expect(compileKnowledgeBase(withPages(pages))).toBeNull();
    expect(promptOf(pages)).not.toContain('knowledge base');
  });

  it('cuts exactly at the budget, counting the newline between pages', () => {
    // Two lines and the newline between them fill the budget to the character.
    const half = (PROMPT_KNOWLEDGE_CHARS - 1) / 2;
    const fits = [lineOf('a', Math.floor(half)), lineOf('b', Math.ceil(half)), websitePage('c', 'Tiny.')];
    expect(slugs(splitWebsiteKnowledge(withPages(fits)).inPrompt)).toEqual(['a', 'b']);
    expect(slugs(splitWebsiteKnowledge(withPages(fits)).overflow)).toEqual(['c']);

    // One character more and the second page goes too; the small third one does not jump ahead.
    const over = [fits[0], lineOf('b', Math.ceil(half) + 1), fits[2]];
    expect(slugs(splitWebsiteKnowledge(withPages(over)).inPrompt)).toEqual(['a']);
    expect(slugs(splitWebsiteKnowledge(withPages(over)).overflow)).toEqual(['b', 'c']);
  });

  it('keeps pages whole: a page larger than the budget goes to the knowledge base entire', () => {
    const pages = [websitePage('big', 8000), websitePage('bigger', 8000), websitePage('after', 100)];
    const split = splitWebsiteKnowledge(withPages([pages[2], ...pages]));
    expect(slugs(split.inPrompt)).toEqual(['after', 'big']);
    expect(split.overflow.map((entry) => entry.text)).toEqual([pages[1]!.summary, pages[2]!.summary]);
    const oneLongParagraph = 'Open late on Thursdays. '.repeat(PROMPT_KNOWLEDGE_CHARS / 20);
    expect(splitWebsiteKnowledge(withPages(oneLongParagraph))).toEqual({
      inPrompt: [],
      overflow: [expect.objectContaining({ text: oneLongParagraph.trim() })],
    });
  });

  it('states the pages that fit in the prompt and the brief, and points the model to the knowledge base', () => {
    const pages = [websitePage('fits', 'We accept most PPO insurance.'), websitePage('big', 8000)];
    pages.push(websitePage('parking', 'Parking validation is free in the Elm Street garage.'));
    pages.splice(1, 0, websitePage('filler', 6000));
    const prompt = promptOf(pages);
    expect(prompt).toContain('Knowledge from the website: From https://brightsmile.example/fits (Services)');
    expect(prompt).toContain(pages[1]!.summary);
    expect(prompt).not.toContain('Parking validation');
    expect(prompt).toContain('search it before saying you do not know');
    const brief = readCallBrief(compileAssistant(withPages(pages), context).metadata);
    expect(brief?.facts.filter((fact) => fact.topic === 'website').map((fact) => fact.source)).toEqual([
      pages[0]!.url,
      pages[1]!.url,
    ]);
  });

  it('files the overflow as one Markdown file, page by page in order, under a name Vapi accepts', () => {
    const pages = [websitePage('filler', 8000), websitePage('big', 4500), websitePage('parking', 'Free parking.')];
    const knowledge = compileKnowledgeBase(withPages(pages))!;
    expect(knowledge.file.fileName.length).toBeLessThanOrEqual(40);
    expect(knowledge.file.contentType).toBe('text/markdown');
    expect(knowledge.file.text).toBe(
      `## Page big - ${pages[1]!.url}\n\n${pages[1]!.summary}\n\n## Page parking - ${pages[2]!.url}\n\nFree parking.\n`,
    );
    expect(knowledge.description).toContain('Bright Smile Dental');
  });

  it('reads free text by its paragraphs', () => {
    const parking = 'Free parking behind the building. '.repeat(100).trim();
    const split = splitWebsiteKnowledge(withPages(`${'Open late on Thursdays. '.repeat(400)}\n\n${parking}`));
    expect(split.inPrompt).toHaveLength(1);
    expect(split.overflow.map((entry) => entry.text)).toEqual([parking]);
  });
});
