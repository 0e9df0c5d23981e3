// A test identity provider: a key pair with a self-signed certificate, and SAML responses
// signed the way an IdP signs them (xml-crypto, the library node-saml verifies with).
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

export type TestIdp = { privateKey: string; cert: string; entityID: string };

export async function createTestIdp(
  entityID = `https://idp.test/${randomUUID()}`,
): Promise<TestIdp> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const pems = await generate([{ name: 'commonName', value: 'idp.test' }], {
    keyPair: { privateKey, publicKey },
    algorithm: 'sha256',
  });
  return { privateKey, cert: pems.cert, entityID };
}

const iso = (ms: number) => new Date(ms).toISOString();
const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export type ResponseOptions = {
  email: string;
  /** Our ACS URL and entity ID (the audience). */
  acsURL: string;
  audience: string;
  issuer?: string;
  /** Milliseconds added to "now" for every timestamp (negative: an old response). */
  shiftMs?: number;
  /** Assertion validity after its issue instant (default 5 minutes). */
  lifetimeMs?: number;
  nameID?: string;
  attributes?: Record<string, string>;
  /** What carries the signature (default the assertion). */
  sign?: 'assertion' | 'response' | 'none';
};

/** A base64 SAMLResponse for the HTTP-POST binding, signed with `idp`'s key. */
export function buildSamlResponse(idp: TestIdp, o: ResponseOptions): string {
  const now = Date.now() + (o.shiftMs ?? 0);
  const notOnOrAfter = iso(now + (o.lifetimeMs ?? 5 * 60_000));
  const issuer = escape(o.issuer ?? idp.entityID);
  const attributes = Object.entries(o.attributes ?? { email: o.email })
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${escape(name)}"><saml:AttributeValue>${escape(value)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join('');
  const xml =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID()}" Version="2.0" IssueInstant="${iso(now)}" Destination="${escape(o.acsURL)}">` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion ID="_a${randomUUID()}" Version="2.0" IssueInstant="${iso(now)}">` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escape(o.nameID ?? o.email)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${notOnOrAfter}" Recipient="${escape(o.acsURL)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${iso(now - 1000)}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escape(o.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="_s${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` +
    `</saml:Assertion></samlp:Response>`;
  const sign = o.sign ?? 'assertion';
  if (sign === 'none') return Buffer.from(xml).toString('base64');
  const target = sign === 'assertion' ? 'Assertion' : 'Response';
  const sig = new SignedXml({
    privateKey: idp.privateKey,
    publicCert: idp.cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  sig.addReference({
    xpath: `//*[local-name(.)='${target}']`,
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  // The signature goes right after the signed element's Issuer, as the schema requires.
  sig.computeSignature(xml, {
    location: {
      reference: `//*[local-name(.)='${target}']/*[local-name(.)='Issuer']`,
      action: 'after',
    },
  });
  return Buffer.from(sig.getSignedXml()).toString('base64');
}
