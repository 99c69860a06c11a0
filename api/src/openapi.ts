import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { dirname } from 'node:path';
import { completeDocument } from './api-docs/document';
import { TOKEN_SCHEME } from './api-docs/responses';
import { docsCsp } from './common/http/security-headers';

const DESCRIPTION =
  'Errors are always {"error": "<sentence>", "details"?: {field: [messages]}}. Content calls need ' +
  '"Authorization: Token <token>"; sign-in, sign-up and sign-out need X-CSRFToken equal to the csrftoken cookie ' +
  'from GET /api/users/csrf/. Paths are listed with the trailing slash clients use; both forms are served.';

/**
 * OpenAPI JSON at /api/docs-json, generated from the controllers and DTOs, and Swagger UI at /api/docs.
 * The UI is served here rather than by SwaggerModule because Nest would load @fastify/static from its own
 * location, where npm did not hoist it; this file resolves the api workspace's copy.
 */
export async function setUpOpenApi(app: NestFastifyApplication): Promise<void> {
  const document = completeDocument(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Physio platform API')
        .setDescription(DESCRIPTION)
        .setVersion('1.0')
        .addApiKey(
          {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'Token <key>: the word Token, a space, the key.',
          },
          TOKEN_SCHEME,
        )
        .build(),
    ),
  );
  SwaggerModule.setup('api/docs', app, document, { ui: false, jsonDocumentUrl: 'api/docs-json' });

  const assets = dirname(require.resolve('swagger-ui-dist/package.json'));
  await app.register(fastifyStatic, { root: assets, prefix: '/api/docs/assets/', decorateReply: false, index: false });
  app
    .getHttpAdapter()
    .getInstance()
    .get('/api/docs', (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('Content-Security-Policy', SWAGGER_CSP).send(SWAGGER_HTML),
    );
}

const SWAGGER_HTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>Physio platform API</title>
  <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/api/docs/assets/swagger-ui-standalone-preset.js"></script>
  <script>
    window.ui = SwaggerUIBundle({
      url: '/api/docs-json',
      dom_id: '#swagger-ui',
      presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
      layout: 'StandaloneLayout',
    });
  </script>
</body>
</html>`;

/** The page's inline boot script is allowed by its hash (security-headers.ts). */
const SWAGGER_CSP = docsCsp(SWAGGER_HTML);
