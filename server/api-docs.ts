/** The OpenAPI document at /api/docs/json, generated from the routes' zod
 * schemas (issue 8): every operation lists its answers (its own success
 * shape, plus the refusals every call can meet), and multipart bodies are
 * described from the same zod schemas the upload routes parse with.
 * Swagger UI is for sellers (and anyone in development), under a CSP. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureShape } from '../domain/shared/api-shapes.ts';
import { permissionOf, requireSeller, requireUser, sameSiteOnly } from './auth/guards.ts';

/** A multipart route's form, for the document: its text fields and images. */
export type FormDoc = {
  fields: z.ZodObject;
  images: { min?: number; max: number };
  leaflet?: boolean;
  /** Other single files by field name, with what they may be (a trade licence's scan). */
  files?: Record<string, string>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    form?: FormDoc;
  }
}

const REFUSALS: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not logged in',
  403: 'Wrong role, or a state change from another site',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body or image too large',
  415: 'Not JSON, not a form, or not an image',
  429: 'Too many requests or failed logins',
  500: 'Unexpected error (generic message)',
};
const failure = (code: number) => failureShape.describe(REFUSALS[code]);

/** The refusals a route can meet whatever it does, from how it is declared. */
function refusalsOf(route: RouteOptions): number[] {
  const codes = [400, 429, 500];
  const method = ([] as string[]).concat(route.method);
  if (!method.every((m) => m === 'GET' || m === 'HEAD')) codes.push(403);
  const schema = route.schema as { body?: unknown; params?: unknown; consumes?: string[] } | undefined;
  if (schema?.body || schema?.consumes) codes.push(413, 415);
  if (schema?.params) codes.push(404);
  const hooks = ([] as unknown[]).concat(route.onRequest ?? []);
  if (hooks.includes(requireUser)) codes.push(401);
  if (permissionOf(route.onRequest)) codes.push(401, 403);
  if (hooks.includes(sameSiteOnly)) codes.push(403);
  return codes;
}

function multipartBody(form: FormDoc) {
  const fields = z.toJSONSchema(form.fields, { io: 'input', unrepresentable: 'any' }) as {
    properties?: object;
    required?: string[];
  };
  const image = {
    type: 'array',
    items: { type: 'string', format: 'binary' },
    maxItems: form.images.max,
    ...(form.images.min ? { minItems: form.images.min } : {}),
  };
  return {
    type: 'object',
    properties: {
      ...fields.properties,
      ...(form.images.max ? { image } : {}),
      ...Object.fromEntries(
        Object.entries(form.files ?? {}).map(([name, description]) => [
          name,
          { type: 'string', format: 'binary', description },
        ]),
      ),
      ...(form.leaflet ? { leaflet: { type: 'string', format: 'binary', description: 'a PDF, at most 5 MB' } } : {}),
    },
    required: [...(fields.required ?? []), ...(form.images.min ? ['image'] : [])],
  };
}

/** Only sellers read the UI in production; the document itself is public. */
async function docsAccess(request: FastifyRequest, reply: unknown): Promise<void> {
  if (!request.server.config.production || request.url.split('?')[0].endsWith('/json')) return;
  await requireSeller(request, reply as never);
}

export async function installApiDocs(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const schema = (route.schema ??= {}) as { response?: Record<number, unknown> };
    const response = { ...(schema.response ?? {}) };
    for (const code of refusalsOf(route)) response[code] ??= failure(code);
    schema.response = response;
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vet shop API',
        version: '1.0.0',
        description: 'Every answer is JSON with `success`; a refusal carries an Azerbaijani `message`.',
      },
    },
    transform: (document) => {
      const out = jsonSchemaTransform(document);
      const form = (document.route as RouteOptions).config?.form;
      if (form) (out.schema as Record<string, unknown>).body = multipartBody(form);
      return out;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null },
    uiHooks: { onRequest: docsAccess },
    staticCSP: true,
    // the plugin's policy, minus what this shop never needs: other hosts, and https upgrades on plain-http development
    transformStaticCSP: (header) =>
      header
        .replace(/ https:/g, '')
        .replace(' validator.swagger.io', '')
        .replace(' upgrade-insecure-requests;', ''),
  });
}
