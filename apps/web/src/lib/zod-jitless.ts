import { z } from 'zod';

// zod would otherwise try `new Function('')` when it builds its first object schema, to learn
// whether it may compile fast parsers. The app's Content-Security-Policy (`script-src 'self'`)
// refuses that, and the browser reports every refusal as a violation. Parsing without compiled
// parsers is fast enough for forms. Imported first by the entry, before any schema is built.
z.config({ jitless: true });
