import fs from 'node:fs';
import path from 'node:path';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import { INTERFACE_DOCUMENT_TYPES } from '../../src/documents/document-types';
import { loadRuleSets, SCHEMAS_DIR } from '../../src/rules/load-rule-sets';

/** Every kind interface.md promises is served by the bundled rules, with the field set its response schema names. */
const ruleSets = loadRuleSets([BUNDLED_RULES_DIR]);

describe.each(INTERFACE_DOCUMENT_TYPES)('%s', (documentType) => {
  it('has a bundled rules file whose fields are exactly the response schema\'s, in its order', () => {
    const rules = ruleSets.get(documentType);
    expect(rules).toBeDefined();
    const schema = JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, 'documents', `${documentType}.schema.json`), 'utf8'));
    expect(Object.keys(rules!.fields)).toEqual(Object.keys(schema.properties));
    expect([...schema.required].sort()).toEqual(Object.keys(schema.properties).sort());
    expect(schema.additionalProperties).toBe(false);
  });
});
