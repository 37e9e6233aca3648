import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { adaptSchemas, DOCUMENT_ID, type Schema } from './adapt.ts';
import { vapiMessages } from './messages.ts';

/**
 * Vapi's published schemas (vapi-openapi.json, see README.md) as a validator that answers the way
 * Vapi's API does: unknown keys are refused, and messages read like NestJS's ValidationPipe
 * ("voice.provider must be one of the following values: ...", "property foo should not exist").
 */

type Compiler = { ajv: Ajv; schemas: Record<string, Schema> };

let compiler: Compiler | undefined;
const validators = new Map<string, ValidateFunction>();
const branchValidators = new WeakMap<Schema, ValidateFunction>();

/** Loaded on first use: the document is large, and most processes never validate against it. */
function load(): Compiler {
  if (compiler) return compiler;
  const document = JSON.parse(readFileSync(new URL('./vapi-openapi.json', import.meta.url), 'utf8')) as {
    components: { schemas: Record<string, Schema> };
  };
  const schemas = adaptSchemas(document.components.schemas);
  // allErrors: NestJS reports every failing constraint, not the first; verbose: the messages need
  // the failing schema and value. strictTypes is off because one schema puts maxLength on a list
  // (PhoneNumberCallRingingHookFilter.startsWith), which ajv ignores but would log about.
  const ajv = new Ajv({ allErrors: true, verbose: true, discriminator: true, strictTypes: false });
  addFormats(ajv);
  ajv.addVocabulary(['components']);
  ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas } });
  compiler = { ajv, schemas };
  return compiler;
}

function validatorFor(schemaName: string): ValidateFunction {
  const cached = validators.get(schemaName);
  if (cached) return cached;
  const { ajv, schemas } = load();
  if (!schemas[schemaName]) throw new Error(`Vapi's document has no schema ${schemaName}`);
  const validate = ajv.getSchema(`${DOCUMENT_ID}#/components/schemas/${schemaName}`);
  if (!validate) throw new Error(`Could not compile Vapi's ${schemaName}`);
  validators.set(schemaName, validate);
  return validate;
}

/** One branch of an anyOf, compiled on its own so a failure can be explained by its closest branch. */
function branchValidator(branch: Schema): ValidateFunction {
  const cached = branchValidators.get(branch);
  if (cached) return cached;
  const validate = load().ajv.compile(branch);
  branchValidators.set(branch, validate);
  return validate;
}

function errorsAgainst(validate: ValidateFunction, value: unknown, path: string[]): string[] {
  if (validate(value)) return [];
  return vapiMessages(validate.errors ?? [], path, {
    schemas: load().schemas,
    errorsForBranch: (branch, data, at) => errorsAgainst(branchValidator(branch), data, at),
  });
}

/**
 * Why `value` is not a valid `schemaName` in Vapi's document, in Vapi's words; empty when it is
 * valid. `path` names where the value sits in a body ("assistantOverrides"), as the messages do.
 */
export function vapiSchemaErrors(schemaName: string, value: unknown, path: string[] = []): string[] {
  return errorsAgainst(validatorFor(schemaName), value, path);
}

/** The top-level properties `schemaName` declares. */
export function vapiSchemaProperties(schemaName: string): string[] {
  const properties = load().schemas[schemaName]?.properties;
  if (!properties) throw new Error(`Vapi's document has no object schema ${schemaName}`);
  return Object.keys(properties);
}
