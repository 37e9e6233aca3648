import { Hono } from 'hono';
import { vapiSchemaErrors } from './openapi/validate.ts';
import { badRequest, notFound } from './validation.ts';
import type { VapiKnowledgeStore } from './knowledge-state.ts';

// Vapi's wording when the form carries no file is not in the public spec [UNCONFIRMED]; the
// NestJS envelope and the 400 status are.
const NO_FILE = 'file must be a file';
// The schema types the upload as a binary string; a placeholder stands in for it while checking.
const UPLOAD_PLACEHOLDER = 'binary';

/**
 * `/file` for knowledge-base uploads (docs/vendors.md#vapi-knowledge-base): a multipart form
 * checked against Vapi's `CreateFileDTO`, answered as its `File`; the text is kept for the
 * query tools that name the file.
 */
export function fileRoutes(store: VapiKnowledgeStore) {
  const app = new Hono();

  app.post('/', async (c) => {
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      return badRequest(c, NO_FILE);
    }
    const form = await c.req.parseBody();
    const upload = form.file;
    if (!(upload instanceof File)) return badRequest(c, NO_FILE);
    const errors = vapiSchemaErrors('CreateFileDTO', { ...form, file: UPLOAD_PLACEHOLDER });
    if (errors.length) return badRequest(c, errors);
    const purpose = typeof form.purpose === 'string' ? form.purpose : undefined;
    const file = store.createFile({
      name: upload.name || 'file',
      mimetype: upload.type || 'application/octet-stream',
      bytes: new Uint8Array(await upload.arrayBuffer()),
      ...(purpose ? { purpose } : {}),
    });
    return c.json(file, 201);
  });

  // Vapi's document makes `purpose` a required query parameter of the list: only files uploaded
  // with that purpose are listed.
  app.get('/', (c) => {
    const purpose = c.req.query('purpose');
    if (purpose === undefined) return badRequest(c, ['purpose must be a string']);
    return c.json(store.listFiles().filter((file) => file.purpose === purpose));
  });

  app.get('/:id', (c) => {
    const file = store.getFile(c.req.param('id'));
    return file ? c.json(file) : notFound(c);
  });

  app.delete('/:id', (c) => {
    const deleted = store.deleteFile(c.req.param('id'));
    return deleted ? c.json(deleted) : notFound(c);
  });

  return app;
}
