/** The hidden fields of the sandbox consent form, as the browser would submit them. */
export function consentFormFields(html: string) {
  const fields = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    fields.append(match[1]!, decodeEntities(match[2]!));
  }
  return fields;
}

/** Reads an attribute of the input with the given id from the consent page. */
export function inputValue(html: string, id: string) {
  const input = new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`, 's').exec(html)?.[0] ?? '';
  const value = /\bvalue="([^"]*)"/.exec(input)?.[1];
  return value === undefined ? undefined : decodeEntities(value);
}

function decodeEntities(value: string) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_match, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
