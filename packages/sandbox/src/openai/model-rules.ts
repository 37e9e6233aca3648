import { effectiveEffort, isChatModel, isReasoningModel } from './chat-models.ts';
import { Invalid } from './openai-error.ts';

const unsupportedParameter = (param: string, hint = '') =>
  new Invalid({
    message: `Unsupported parameter: '${param}' is not supported with this model.${hint}`,
    param,
    code: 'unsupported_parameter',
  });

/**
 * What OpenAI checks against the model itself: that it exists (404 model_not_found), and that a
 * reasoning model is not sent the parameters it refuses. These refusals are why the product sends
 * max_completion_tokens, and why a temperature only suits a model that is not reasoning.
 */
export function checkModelRules(model: string, body: Record<string, unknown>, reasoningEffort: string | undefined) {
  if (!isChatModel(model)) {
    const message = `The model \`${model}\` does not exist or you do not have access to it.`;
    throw new Invalid({ message, param: null, code: 'model_not_found' }, 404);
  }
  if (!isReasoningModel(model)) {
    if (reasoningEffort !== undefined) throw unsupportedParameter('reasoning_effort');
    return;
  }
  if (body.max_tokens !== undefined && body.max_tokens !== null) {
    throw unsupportedParameter('max_tokens', " Use 'max_completion_tokens' instead.");
  }
  const temperature = body.temperature;
  if (typeof temperature === 'number' && temperature !== 1 && effectiveEffort(model, reasoningEffort) !== 'none') {
    const message = `Unsupported value: 'temperature' does not support ${temperature} with this model. Only the default (1) value is supported.`;
    throw new Invalid({ message, param: 'temperature', code: 'unsupported_value' });
  }
}
