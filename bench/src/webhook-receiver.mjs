// The merchants' endpoints, in a process of their own so that the benchmark's producer never
// delays an answer. Every request is answered 204 at once and reported to the parent (in
// batches) with its arrival time, path, headers and body.
import { createServer } from 'node:http';

let pending = [];
const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    pending.push({ at: Date.now(), endpoint: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(204).end();
  });
});
server.keepAliveTimeout = 30_000;
setInterval(() => {
  if (!pending.length) return;
  process.send({ arrivals: pending });
  pending = [];
}, 20);
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('disconnect', () => process.exit(0));
