import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { templatePattern } from '../lib/method-not-allowed.ts';

/**
 * Holds the API to its own OpenAPI document: every answer the tests receive from a documented
 * operation must have a documented status and, when the document gives it a JSON body, a body
 * that matches that schema. A change to the server that drifts from the document fails the test
 * that saw it, with the operation, the status and what did not match.
 */

type Schema = Record<string, unknown>;
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };
export type OpenApiDocument = {
  servers?: { url: string }[];
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

/** Paths under the API that the document leaves to others (the sign-in library's own routes). */
const NOT_DESCRIBED = [/^\/auth(\/|$)/];

export type Conformance = {
  /** The mismatches of one answer, empty when it conforms; `null` when no operation covers it. */
  check(method: string, url: string, response: Response): Promise<string[] | null>;
};

export function openApiConformance(document: OpenApiDocument): Conformance {
  const base = new URL(document.servers?.[0]?.url ?? '/', 'http://x').pathname.replace(/\/$/, '');
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  // Response schemas point into the document's components, so they are compiled beside them.
  ajv.addSchema({ $id: 'api', components: document.components ?? {} } as Schema);
  const compiled = new Map<string, ValidateFunction>();
  const templates = Object.keys(document.paths ?? {}).map((path) => ({
    path,
    pattern: templatePattern(path),
    literals: path.split('/').filter((segment) => !segment.startsWith('{')).length,
  }));
  // A literal segment wins over a parameter (/agents/templates before /agents/{id}).
  templates.sort((a, b) => b.literals - a.literals);

  function validatorFor(key: string, schema: Schema) {
    let validate = compiled.get(key);
    if (!validate) {
      const withRefs = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"api#/components/')) as Schema;
      validate = ajv.compile(withRefs);
      compiled.set(key, validate);
    }
    return validate;
  }

  return {
    async check(method, url, response) {
      const pathname = new URL(url, 'http://x').pathname;
      if (!pathname.startsWith(`${base}/`)) return null;
      const path = pathname.slice(base.length);
      if (NOT_DESCRIBED.some((pattern) => pattern.test(path))) return null;
      const template = templates.find((candidate) => candidate.pattern.test(path));
      if (!template) return null;
      const operation = document.paths?.[template.path]?.[method.toLowerCase()];
      if (!operation) return response.status === 405 ? [] : [`${method} ${template.path} is not documented`];
      const where = `${method} ${template.path} answered ${response.status}`;
      const documented = operation.responses?.[String(response.status)] ?? operation.responses?.default;
      if (!documented) return [`${where}, a status the document does not list`];
      const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
      const types = Object.keys(documented.content ?? {});
      const listed = types.find((key) => key === type || (key.endsWith('/*') && type.startsWith(key.slice(0, -1))));
      if (types.length > 0 && !listed) return [`${where} with content type "${type}", not ${types.join(' or ')}`];
      const schema = listed ? documented.content?.[listed]?.schema : undefined;
      if (!schema || type !== 'application/json') return [];
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => Symbol('unreadable'));
      if (typeof body === 'symbol') return [`${where} with a body that is not JSON`];
      const validate = validatorFor(`${method} ${template.path} ${response.status} ${type}`, schema);
      if (validate(body)) return [];
      return (validate.errors ?? []).map(
        (error) => `${where}: body${error.instancePath} ${error.message ?? 'does not match'}`,
      );
    },
  };
}
