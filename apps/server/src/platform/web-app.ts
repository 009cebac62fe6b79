import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { envelope } from './envelope.js';

/**
 * Serves the built web app; any non-API GET that is not a file gets index.html so the
 * browser router can show the screen (or its own not-found screen). Unknown API paths get
 * the enveloped 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  const hasWeb = webDist !== null && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    // Wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    await app.register(fastifyStatic, { root: webDist, wildcard: true, index: 'index.html' });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send(envelope(null, ['Route not found'], 404));
  });
}
