/**
 * What the model is asked. The first sentence names the task ("Rewrite" / "Summarise"): the
 * sandbox LLM reads it the way a model would, so these prompts drive both.
 */

export function rewritePrompt(context: string) {
  return [
    `Rewrite the text for a phone agent's "${context}" section.`,
    'Fix spelling, grammar and punctuation, expand texting shorthand, and make it clear and friendly to read aloud.',
    'Keep every fact exactly as given (names, numbers, prices, times, links); do not add facts.',
    'Return only the rewritten text, with no introduction, quotes or notes.',
  ].join(' ');
}

export function summaryPrompt(category: string) {
  return [
    "Summarise this web page for a phone agent's knowledge about the business.",
    `Focus on what a caller may ask about under the category "${category}".`,
    'Keep concrete facts (services, prices, hours, contact details, policies) exactly as written; leave out navigation, cookie notices and marketing filler.',
    'Write plain sentences, at most about 200 words. Return only the summary.',
  ].join(' ');
}

/** The user turn of a summary: the page, with its title and address for context. */
export const summaryInput = (page: { title: string; url: string; text: string }) =>
  `Title: ${page.title}\nURL: ${page.url}\n\n${page.text}`;
