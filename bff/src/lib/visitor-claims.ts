// Signs `serviceVisitorClaims` (POST /v1/orgs/{id}/ping): an ES256 JWT of the member's
// claims. Sites verify it with the public key published at /.well-known/jwks.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Config } from '../config.js';

export const VISITOR_CLAIMS_TTL_SECONDS = 3600;

export type VisitorClaimsSigner = {
  sign: (claims: Record<string, unknown>, subject: string, audience: string) => Promise<string>;
  jwks: { keys: JWK[] };
};

async function loadPrivateJwk(config: Config): Promise<JWK> {
  if (config.VISITOR_CLAIMS_PRIVATE_JWK)
    return JSON.parse(config.VISITOR_CLAIMS_PRIVATE_JWK) as JWK;
  // Single-machine default: generate once and keep it beside the data. Several BFF
  // instances must share VISITOR_CLAIMS_PRIVATE_JWK instead.
  const file = join(config.DATA_DIR, 'visitor-claims.private.jwk.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as JWK;
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = {
    ...(await exportJWK(privateKey)),
    alg: 'ES256',
    kid: `vc-${Date.now().toString(36)}`,
  };
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(jwk), { mode: 0o600 });
  return jwk;
}

export async function createVisitorClaimsSigner(config: Config): Promise<VisitorClaimsSigner> {
  const privateJwk = await loadPrivateJwk(config);
  const key = await importJWK(privateJwk, 'ES256');
  const { d: _secret, ...publicJwk } = privateJwk;
  return {
    jwks: { keys: [{ ...publicJwk, use: 'sig', alg: 'ES256' }] },
    sign: (claims, subject, audience) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: privateJwk.kid })
        .setIssuer(config.publicUrl)
        .setSubject(subject)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${VISITOR_CLAIMS_TTL_SECONDS}s`)
        .sign(key),
  };
}
