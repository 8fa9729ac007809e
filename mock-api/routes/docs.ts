import { createRequire } from 'node:module';
import path from 'node:path';
import express from 'express';
import type { ApiModule } from '../context.ts';
import { CONTRACT_FILE } from '../contract.ts';

/**
 * The API contract and a page to read it (docs/contract.md):
 * - GET /api/openapi.json: the bundled contract (src/api/contract/openapi.bundle.json);
 * - GET /api/docs: Swagger UI pointed at it. Its script and stylesheet are the installed
 *   swagger-ui-dist's own files, served from here (no CDN); only the four files the page needs
 *   are reachable. The page fetches nothing but them and the contract (the online validator's
 *   badge is turned off), and the contract holds no personal data.
 */
const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const SWAGGER_UI_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png', 'favicon-16x16.png'];

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vozly portal API</title>
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png" sizes="32x32">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="api-docs"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

/** In a file of its own rather than inline, so a Content-Security-Policy without 'unsafe-inline' allows it. */
const INIT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#api-docs',
  deepLinking: true,
  validatorUrl: null,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  tryItOutEnabled: false,
  withCredentials: true,
});
`;

export const docsModule: ApiModule = {
  name: 'docs',
  register(app) {
    app.get('/api/openapi.json', (_req, res) => {
      res.set('Cache-Control', 'no-cache').sendFile(CONTRACT_FILE);
    });
    app.get('/api/docs', (_req, res) => {
      res.set('Cache-Control', 'no-cache').type('html').send(PAGE);
    });
    const files = express.static(SWAGGER_UI_DIR, { index: false, fallthrough: true, maxAge: '1h' });
    app.use('/api/docs', (req, res, next) => {
      if (req.path === '/init.js') return res.type('js').set('Cache-Control', 'no-cache').send(INIT);
      if (!SWAGGER_UI_FILES.includes(req.path.slice(1))) return next();
      return files(req, res, next);
    });
  },
};
