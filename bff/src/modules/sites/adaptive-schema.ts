// Validation of a site's adaptive-content schema: first a real JSON Schema (draft-07)
// check with ajv, then the shape the contract gives visitor claims: an object with
// additionalProperties false whose properties are an `unsigned` object of booleans and
// further boolean claims, each with a description. Every failure is a 400 naming the spot.
import { Ajv } from 'ajv';
import { badRequest } from '../../errors.js';

const FIELD = 'body.jsonSchema';
const DRAFT_07 = 'http://json-schema.org/draft-07/schema';
// A visitor schema is a flat list of claims; bounding it keeps validation and storage cheap.
const MAX_CLAIMS = 200;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const at = (path: string) => `${FIELD}${path}`;

/** A boolean claim: `{ type: "boolean", description: "<non-empty>" }`. */
function checkClaim(path: string, claim: unknown) {
  if (!isObject(claim)) throw badRequest(at(path), 'must be an object describing a claim');
  if (claim.type !== 'boolean')
    throw badRequest(at(`${path}.type`), 'must be "boolean": visitor claims are booleans');
  if (typeof claim.description !== 'string' || !claim.description.trim()) {
    throw badRequest(
      at(`${path}.description`),
      'is required: a non-empty string saying what the claim means',
    );
  }
}

function checkClaims(path: string, properties: unknown) {
  if (!isObject(properties)) throw badRequest(at(path), 'must be an object');
  const names = Object.keys(properties);
  if (names.length > MAX_CLAIMS)
    throw badRequest(at(path), `must have at most ${MAX_CLAIMS} claims`);
  return names;
}

export function validateAdaptiveJsonSchema(
  schema: Record<string, unknown>,
): Record<string, unknown> {
  if (
    schema.$schema !== undefined &&
    schema.$schema !== DRAFT_07 &&
    schema.$schema !== `${DRAFT_07}#`
  ) {
    throw badRequest(at('.$schema'), `must be "${DRAFT_07}#" (JSON Schema draft-07)`);
  }

  // A fresh validator per document: compiling visitor schemas into a shared instance would
  // cache each one (by $id) for the life of the process.
  const ajv = new Ajv({ allErrors: false, strict: true, strictRequired: true });
  if (!ajv.validateSchema(schema)) {
    const error = ajv.errors?.[0];
    const path = (error?.instancePath ?? '').replace(/\//g, '.');
    throw badRequest(at(path), `is not valid JSON Schema draft-07: ${error?.message ?? 'invalid'}`);
  }

  if (schema.type !== 'object') throw badRequest(at('.type'), 'must be "object"');
  if (schema.additionalProperties !== false)
    throw badRequest(at('.additionalProperties'), 'must be false');
  const names = checkClaims('.properties', schema.properties);
  const properties = schema.properties as Record<string, unknown>;
  for (const name of names) {
    if (!name.trim()) throw badRequest(at('.properties'), 'claim names must not be empty');
    if (name !== 'unsigned') {
      checkClaim(`.properties.${name}`, properties[name]);
      continue;
    }
    const unsigned = properties.unsigned;
    if (!isObject(unsigned))
      throw badRequest(at('.properties.unsigned'), 'must be an object schema of unsigned claims');
    if (unsigned.type !== 'object')
      throw badRequest(at('.properties.unsigned.type'), 'must be "object"');
    if (unsigned.additionalProperties !== false)
      throw badRequest(at('.properties.unsigned.additionalProperties'), 'must be false');
    if (unsigned.description !== undefined && typeof unsigned.description !== 'string') {
      throw badRequest(at('.properties.unsigned.description'), 'must be a string');
    }
    for (const claim of checkClaims('.properties.unsigned.properties', unsigned.properties)) {
      if (!claim.trim())
        throw badRequest(at('.properties.unsigned.properties'), 'claim names must not be empty');
      checkClaim(
        `.properties.unsigned.properties.${claim}`,
        (unsigned.properties as Record<string, unknown>)[claim],
      );
    }
  }
  // Last, compile it: strict mode reports unknown keywords, required claims that are not
  // declared, and anything else a validator could not use.
  try {
    ajv.compile(schema);
  } catch (err) {
    throw badRequest(FIELD, `is not a usable JSON Schema: ${(err as Error).message}`);
  }
  return schema;
}
