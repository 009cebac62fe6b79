import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const BASE = 'https://trailpost.test/openapi';

/**
 * A validator of values against schemas of an OpenAPI document, its `#/components/…`
 * references and formats included: null when the value fits, else why not.
 */
export function documentValidator(components: unknown): (schema: unknown, value: unknown) => string | null {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: BASE, components });
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  return (schema, value) => {
    const text = JSON.stringify(schema).replaceAll('"#/components/', `"${BASE}#/components/`);
    let check = compiled.get(text);
    if (!check) compiled.set(text, (check = ajv.compile(JSON.parse(text))));
    return check(value) ? null : ajv.errorsText(check.errors);
  };
}
