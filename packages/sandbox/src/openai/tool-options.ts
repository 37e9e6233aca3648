import { Invalid, invalidValue, isObject, missing, wrongType } from './openai-error.ts';
import { notEmulated } from './tool-messages.ts';

/**
 * The tools a request offers the model (`tools`), which of them it may or must call
 * (`tool_choice`), and `parallel_tool_calls`, validated with OpenAI's wording.
 */

export type FunctionTool = { name: string; description?: string; parameters: Record<string, unknown> };

/** `none` never calls a tool, `auto` lets the model decide, `required` and a named function force a call. */
export type ToolChoice =
  { type: 'none' } | { type: 'auto' } | { type: 'required' } | { type: 'function'; name: string };

export type ToolOptions = { tools: FunctionTool[]; toolChoice: ToolChoice; parallelToolCalls: boolean };

const CHOICES = ['none', 'auto', 'required'] as const;
// OpenAI takes at most 128 tools in one request.
const MAX_TOOLS = 128;

function functionName(value: unknown, param: string): string {
  if (value === undefined) throw missing(param);
  if (typeof value !== 'string') throw wrongType(param, 'a string', value);
  if (value.length > 64) {
    const message = `Invalid '${param}': string too long. Expected a string with maximum length 64, but got a string with length ${value.length} instead.`;
    throw new Invalid({ message, param, code: 'string_above_max_length' });
  }
  if (!/^[a-zA-Z0-9_-]+$/.test(value)) {
    const message = `Invalid '${param}': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.`;
    throw new Invalid({ message, param, code: 'invalid_value' });
  }
  return value;
}

/** A function's parameters must be a JSON Schema of an object; none means the function takes no arguments. */
function parametersOf(value: unknown, name: string, param: string): Record<string, unknown> {
  if (value === undefined || value === null) return { type: 'object', properties: {} };
  if (!isObject(value)) throw wrongType(param, 'an object', value);
  if (value.type !== 'object') {
    const got = typeof value.type === 'string' ? value.type : 'None';
    const message = `Invalid schema for function '${name}': schema must be a JSON Schema of 'type: "object"', got 'type: "${got}"'.`;
    throw new Invalid({ message, param, code: 'invalid_function_parameters' });
  }
  return value;
}

function tool(value: unknown, param: string): FunctionTool {
  if (!isObject(value)) throw wrongType(param, 'an object', value);
  if (value.type === undefined) throw missing(`${param}.type`);
  if (value.type === 'custom') throw notEmulated(`${param}.type`, 'custom tools');
  if (value.type !== 'function') throw invalidValue(`${param}.type`, value.type, ['function', 'custom']);
  const fn = value.function;
  if (fn === undefined) throw missing(`${param}.function`);
  if (!isObject(fn)) throw wrongType(`${param}.function`, 'an object', fn);
  const name = functionName(fn.name, `${param}.function.name`);
  const { description } = fn;
  if (description !== undefined && description !== null && typeof description !== 'string') {
    throw wrongType(`${param}.function.description`, 'a string', description);
  }
  if (fn.strict !== undefined && fn.strict !== null && typeof fn.strict !== 'boolean') {
    throw wrongType(`${param}.function.strict`, 'a boolean', fn.strict);
  }
  const parameters = parametersOf(fn.parameters, name, `${param}.function.parameters`);
  return typeof description === 'string' ? { name, description, parameters } : { name, parameters };
}

function toolsOf(value: unknown): FunctionTool[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw wrongType('tools', 'an array of objects', value);
  if (value.length === 0) {
    const message =
      "Invalid 'tools': empty array. Expected an array with minimum length 1, but got an empty array instead.";
    throw new Invalid({ message, param: 'tools', code: 'empty_array' });
  }
  if (value.length > MAX_TOOLS) {
    const message = `Invalid 'tools': array too long. Expected an array with maximum length ${MAX_TOOLS}, but got an array with length ${value.length} instead.`;
    throw new Invalid({ message, param: 'tools', code: 'array_above_max_length' });
  }
  return value.map((item, index) => tool(item, `tools[${index}]`));
}

/** Only allowed beside tools: there is nothing to choose from without them. */
const onlyWithTools = (param: string) =>
  new Invalid({
    message: `Invalid value for '${param}': '${param}' is only allowed when 'tools' are specified.`,
    param,
    code: null,
  });

function choiceOf(value: unknown, tools: FunctionTool[]): ToolChoice {
  if (value === undefined || value === null) return { type: tools.length > 0 ? 'auto' : 'none' };
  if (tools.length === 0) throw onlyWithTools('tool_choice');
  if (typeof value === 'string') {
    if (!(CHOICES as readonly string[]).includes(value)) throw invalidValue('tool_choice', value, CHOICES);
    return { type: value as (typeof CHOICES)[number] };
  }
  if (!isObject(value)) throw wrongType('tool_choice', 'one of a string or object', value);
  if (value.type === undefined) throw missing('tool_choice.type');
  if (value.type === 'custom' || value.type === 'allowed_tools') {
    throw notEmulated('tool_choice.type', `a tool_choice of type '${value.type}'`);
  }
  if (value.type !== 'function') {
    throw invalidValue('tool_choice.type', value.type, ['function', 'custom', 'allowed_tools']);
  }
  const fn = value.function;
  if (fn === undefined) throw missing('tool_choice.function');
  if (!isObject(fn)) throw wrongType('tool_choice.function', 'an object', fn);
  const name = functionName(fn.name, 'tool_choice.function.name');
  if (!tools.some((candidate) => candidate.name === name)) {
    // A forced call of a function the request does not offer cannot be made; OpenAI refuses it too.
    const message = `Invalid value for 'tool_choice': function '${name}' is not one of the 'tools'.`;
    throw new Invalid({ message, param: 'tool_choice', code: null });
  }
  return { type: 'function', name };
}

function parallelOf(value: unknown, tools: FunctionTool[]) {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'boolean') throw wrongType('parallel_tool_calls', 'a boolean', value);
  if (tools.length === 0) throw onlyWithTools('parallel_tool_calls');
  return value;
}

export function toolOptions(body: Record<string, unknown>): ToolOptions {
  const tools = toolsOf(body.tools);
  return {
    tools,
    toolChoice: choiceOf(body.tool_choice, tools),
    parallelToolCalls: parallelOf(body.parallel_tool_calls, tools),
  };
}
