import { filters, Liquid } from 'liquidjs';

/**
 * Vapi renders an assistant's messages and first message as Liquid templates before the model
 * reads them: the compiled prompt states the current time as
 * `{{"now" | date: "%A, %B %d, %Y, %I:%M %p", "America/New_York"}}`. LiquidJS's own date filter
 * takes an IANA time zone as its second argument, so it renders that as Vapi does; only its "now"
 * comes from the machine's clock, so the call's clock stands in for it (tests fix the time). The
 * call's variable values (`assistantOverrides.variableValues`) fill the other variables, such as
 * `{{caller_name}}`; a variable the call was not given renders empty and is false in an `{% if %}`.
 */

const builtInDate = filters.date;

/** Renders templates at the time `now()` gives, with `variables`; text that is not valid Liquid is used as written. */
export function templateRenderer(
  now: () => Date,
  variables: Record<string, unknown> = {},
): (template: string) => string {
  const engine = new Liquid();
  if (typeof builtInDate === 'function') {
    engine.registerFilter('date', function (this: unknown, value: unknown, ...args: unknown[]) {
      const date = value === 'now' || value === 'today' ? now() : value;
      return builtInDate.call(this as ThisParameterType<typeof builtInDate>, date, ...args);
    });
  }
  return (template) => {
    if (!template.includes('{{') && !template.includes('{%')) return template;
    try {
      return engine.parseAndRenderSync(template, variables);
    } catch {
      // A business's own text (its FAQ, its greeting) may hold braces that are not Liquid; the
      // caller must still be answered, so the text goes to the model unrendered.
      return template;
    }
  };
}
