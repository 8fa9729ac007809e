/** Serves a folder on 127.0.0.1 (`node scripts/serve-static.ts DIR PORT`), for the visual run. */
import path from 'node:path';
import express from 'express';

const [dir = 'storybook-static', port = '6006'] = process.argv.slice(2);
const app = express();
app.use(express.static(path.resolve(dir)));
const server = app.listen(Number(port), '127.0.0.1', () => console.log(`[static] ${dir} on http://127.0.0.1:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
