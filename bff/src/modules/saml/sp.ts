// Our side of SAML 2.0 (the service provider), one per identity provider, built on
// @node-saml/node-saml: AuthnRequests (HTTP-Redirect binding), response validation, metadata.
//
// What a response must pass, all checked here or by node-saml:
// - the Response or its Assertion is signed by the provider's certificate (xml-crypto; only
//   the signed XML is read afterwards);
// - the Assertion's Issuer is the provider's entityID;
// - its Audience is our entityID, and Recipient / Destination (when present) our ACS URL;
// - its time window (NotBefore / NotOnOrAfter, 1 minute of clock skew) holds now, and it was
//   issued at most MAX_ASSERTION_AGE_MS ago.
// InResponseTo is not checked (validateInResponseTo: never): IdP-initiated sign-in works, and
// node-saml's request-ID cache lives in one process's memory, which several BFF instances
// behind a load balancer cannot share. The short assertion age bounds replays instead.
import { SAML, ValidateInResponseTo, type Profile } from '@node-saml/node-saml';
import { z } from 'zod';
import { badRequest, unauthorized } from '../../errors.js';
import type { Urls } from '../../lib/urls.js';
import { serviceUrls } from './present.js';

export const MAX_ASSERTION_AGE_MS = 5 * 60_000;
const CLOCK_SKEW_MS = 60_000;

type CompleteProvider = { id: string; entityID: string; certificate: string; ssoURL: string };

export function serviceProvider(urls: Urls, provider: CompleteProvider) {
  const sp = serviceUrls(urls, provider.id);
  const saml = new SAML({
    issuer: sp.entityID,
    audience: sp.entityID,
    callbackUrl: sp.acsURL,
    entryPoint: provider.ssoURL,
    idpIssuer: provider.entityID,
    idpCert: provider.certificate,
    // Either the whole Response or its Assertion must carry a valid signature.
    wantAuthnResponseSigned: false,
    wantAssertionsSigned: false,
    signatureAlgorithm: 'sha256',
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    maxAssertionAgeMs: MAX_ASSERTION_AGE_MS,
    validateInResponseTo: ValidateInResponseTo.never,
    // Let the IdP choose how the user authenticates (MFA, passkeys...).
    disableRequestedAuthnContext: true,
  });
  return { saml, sp };
}

/** Where to send the browser: the IdP's SSO URL with a deflated, base64 AuthnRequest. */
export function authorizeUrl(urls: Urls, provider: CompleteProvider) {
  return serviceProvider(urls, provider).saml.getAuthorizeUrlAsync('', undefined, {});
}

export function metadataXml(urls: Urls, provider: CompleteProvider) {
  return serviceProvider(urls, provider).saml.generateServiceProviderMetadata(null, null);
}

const Email = z.email().max(320);

/** First string of an attribute that may be multi-valued. */
function attr(profile: Profile, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = profile[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first.trim()) return first.trim();
  }
  return undefined;
}

type XmlNode = { $?: Record<string, string> } & Record<string, unknown>;
const children = (node: unknown, name: string) =>
  ((node as Record<string, unknown> | undefined)?.[name] as XmlNode[] | undefined) ?? [];

/**
 * Validates a SAMLResponse (base64, from the HTTP-POST binding) and returns who it
 * authenticates. Any failure is a 401 naming the reason, never a stack.
 */
export async function validateResponse(
  urls: Urls,
  provider: CompleteProvider,
  samlResponse: string,
) {
  const { saml, sp } = serviceProvider(urls, provider);
  let profile: Profile | null;
  try {
    ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (err) {
    const reason = err instanceof Error ? err.message.split('\n')[0]!.slice(0, 300) : 'invalid';
    throw unauthorized(`The SAML response was refused: ${reason}`);
  }
  if (!profile) throw unauthorized('The SAML response was refused: it holds no assertion');
  if (profile.issuer !== provider.entityID) {
    throw unauthorized(
      `The SAML response was refused: the assertion's issuer is not ${provider.entityID}`,
    );
  }
  // node-saml checks the audience but not where the assertion was meant to be delivered.
  const assertion = (profile.getAssertion?.() as { Assertion?: unknown } | undefined)?.Assertion;
  const recipients = children(assertion, 'Subject')
    .flatMap((s) => children(s, 'SubjectConfirmation'))
    .flatMap((c) => children(c, 'SubjectConfirmationData'))
    .map((d) => d.$?.Recipient)
    .filter((r): r is string => typeof r === 'string');
  if (recipients.some((r) => r !== sp.acsURL))
    throw unauthorized(`The SAML response was refused: its recipient is not ${sp.acsURL}`);
  const destination =
    /^\s*(?:<\?xml[^>]*>\s*)?<(?:[\w-]+:)?Response\b[^>]*?\sDestination=(["'])(.*?)\1/.exec(
      profile.getSamlResponseXml?.() ?? '',
    )?.[2];
  if (destination !== undefined && destination !== sp.acsURL)
    throw unauthorized(`The SAML response was refused: its destination is not ${sp.acsURL}`);

  const candidate =
    attr(
      profile,
      'email',
      'mail',
      'urn:oid:0.9.2342.19200300.100.1.3',
      'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
    ) ?? profile.nameID;
  const email = Email.safeParse(candidate);
  if (!email.success)
    throw badRequest(
      'SAMLResponse',
      'the assertion holds no e-mail address (NameID or an `email` attribute)',
    );
  const given = attr(profile, 'firstName', 'givenName', 'urn:oid:2.5.4.42');
  const family = attr(profile, 'lastName', 'sn', 'surname', 'urn:oid:2.5.4.4');
  const displayName =
    attr(profile, 'displayName', 'name', 'urn:oid:2.16.840.1.113730.3.1.241') ??
    ([given, family].filter(Boolean).join(' ') || email.data.split('@')[0]!);
  const assertionId = (assertion as XmlNode | undefined)?.$?.ID;
  if (!assertionId) throw badRequest('SAMLResponse', 'the assertion has no ID');
  return { email: email.data.toLowerCase(), displayName: displayName.slice(0, 100), assertionId };
}
