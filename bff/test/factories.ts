// Test data builders: buildX(db, overrides) creates real rows through the same services.
import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db.js';
import { createApiToken, setPassword } from '../src/modules/auth/service.js';
import { createSpace } from '../src/modules/spaces/service.js';
import { indexPageSections } from '../src/modules/content/service.js';
import { createComment, updateComment } from '../src/modules/comments/service.js';
import { createSite } from '../src/modules/sites/service.js';
import { createShareLink, updateShareLink } from '../src/modules/share-links/service.js';
import type { Role } from '../src/generated/prisma/client.js';
import type { Config } from '../src/config.js';
import { blobKey, blobStoreFor } from '../src/lib/blob-store.js';

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}${randomUUID().slice(0, 4)}`;

export async function buildUser(
  db: Db,
  overrides: { email?: string; displayName?: string; password?: string } = {},
) {
  const id = unique();
  const user = await db.user.create({
    data: {
      email: overrides.email ?? `user-${id}@example.com`,
      displayName: overrides.displayName ?? `User ${id}`,
    },
  });
  if (overrides.password) await setPassword(db, user.id, overrides.password);
  const { token } = await createApiToken(db, user.id, 'test');
  return { user, token };
}

export async function buildOrganization(
  db: Db,
  overrides: { title?: string; emailDomains?: string[] } = {},
) {
  return db.organization.create({
    data: {
      title: overrides.title ?? `Org ${unique()}`,
      emailDomains: overrides.emailDomains ?? [],
    },
  });
}

export async function addMember(db: Db, organizationId: string, userId: string, role: Role | null) {
  return db.member.create({ data: { organizationId, userId, role } });
}

/** An organization with an admin, and a bearer token for that admin. */
export async function buildOrgWithAdmin(db: Db) {
  const org = await buildOrganization(db);
  const admin = await buildUser(db);
  await addMember(db, org.id, admin.user.id, 'admin');
  return { org, admin };
}

/** A member with `role` in the organization and their bearer token. */
export async function buildMember(
  db: Db,
  organizationId: string,
  role: Role | null,
  overrides: Parameters<typeof buildUser>[1] = {},
) {
  const member = await buildUser(db, overrides);
  await addMember(db, organizationId, member.user.id, role);
  return member;
}

export async function buildSpace(
  db: Db,
  organizationId: string,
  overrides: { title?: string } = {},
) {
  return db.$transaction((tx) =>
    createSpace(tx, organizationId, { title: overrides.title ?? `Space ${unique()}` }),
  );
}

/** A site of the organization; `spaces` are added at its root, the first one the default. */
export async function buildSite(
  db: Db,
  organizationId: string,
  overrides: {
    title?: string;
    visibility?: 'public' | 'unlisted' | 'share-link' | 'visitor-auth';
    spaces?: string[];
    createdById?: string;
  } = {},
) {
  return createSite(db, organizationId, overrides.createdById ?? '', {
    type: 'basic',
    title: overrides.title ?? `Site ${unique()}`,
    visibility: overrides.visibility ?? 'public',
    ...(overrides.spaces ? { spaces: overrides.spaces } : {}),
  });
}

/** A share link of a site, active unless told otherwise. */
export async function buildShareLink(
  db: Db,
  siteId: string,
  overrides: { name?: string; active?: boolean } = {},
) {
  const link = await createShareLink(db, siteId, overrides.name ?? `Link ${unique()}`);
  return overrides.active === false
    ? updateShareLink(db, siteId, link.id, { active: false })
    : link;
}

/** A team of the organization; `members` are user IDs, with their team role (member by default). */
export async function buildTeam(
  db: Db,
  organizationId: string,
  overrides: { title?: string; members?: { userId: string; role?: 'owner' | 'member' }[] } = {},
) {
  return db.team.create({
    data: {
      organizationId,
      title: overrides.title ?? `Team ${unique()}`,
      members: {
        create: (overrides.members ?? []).map((m) => ({
          userId: m.userId,
          role: m.role ?? 'member',
        })),
      },
    },
  });
}

/** A collection of the organization (collections have no API yet; spaces move into them). */
export async function buildCollection(
  db: Db,
  organizationId: string,
  overrides: { title?: string; parentId?: string } = {},
) {
  return db.collection.create({
    data: {
      organizationId,
      title: overrides.title ?? `Collection ${unique()}`,
      parentId: overrides.parentId ?? null,
    },
  });
}

/** Grants a role on a space to a user or a team. */
export async function grantSpace(
  db: Db,
  spaceId: string,
  grantee: { userId: string } | { teamId: string },
  role: Role,
) {
  return 'userId' in grantee
    ? db.spaceMemberPermission.create({ data: { spaceId, userId: grantee.userId, role } })
    : db.spaceTeamPermission.create({ data: { spaceId, teamId: grantee.teamId, role } });
}

/**
 * Content rows in the live revision of a space: `pages` pages (the second one a child of the
 * first), each with two sections, `files` files and one reusable content.
 */
export async function buildSpaceContent(
  db: Db,
  spaceId: string,
  overrides: { pages?: number; files?: number } = {},
) {
  const space = await db.space.findUniqueOrThrow({ where: { id: spaceId } });
  const revisionId = space.revisionId as string;
  const pages: { pageId: string; path: string }[] = [];
  for (let i = 0; i < (overrides.pages ?? 3); i++) {
    const slug = `page-${i}`;
    pages.push(
      await db.revisionPage.create({
        data: {
          revisionId,
          pageId: `page-${unique()}`,
          parentPageId: i === 1 ? pages[0]!.pageId : null,
          position: i,
          title: `Page ${i}`,
          slug,
          path: i === 1 ? `${pages[0]!.path}/${slug}` : slug,
          markdown: `# Page ${i}\n\nIntro ${i}\n\n## Details\n\nMore about ${i}`,
          layout: { cover: i % 2 === 0 },
          sections: {
            create: [
              { anchor: '', title: `Page ${i}`, body: `Intro ${i}`, position: 0 },
              { anchor: 'details', title: 'Details', body: `More about ${i}`, position: 1 },
            ],
          },
        },
      }),
    );
  }
  for (let i = 0; i < (overrides.files ?? 2); i++) {
    await db.revisionFile.create({
      data: {
        revisionId,
        fileId: `file-${unique()}`,
        name: `image-${i}.png`,
        contentType: 'image/png',
        size: 100 + i,
        width: 10,
        height: 20,
        blobKey: `blobs/${unique()}`,
      },
    });
  }
  await db.reusableContent.create({
    data: {
      revisionId,
      contentId: `rc-${unique()}`,
      title: 'Warning',
      document: { nodes: [{ type: 'paragraph', text: 'Careful' }] },
    },
  });
  return { revisionId, pages };
}

/** A SAML provider of the organization; complete (sign-in ready) when entityID, certificate and ssoURL are given. */
export async function buildSamlProvider(
  db: Db,
  organizationId: string,
  overrides: {
    label?: string;
    entityID?: string;
    certificate?: string;
    ssoURL?: string;
    defaultTeamId?: string;
    defaultRole?: Role | null;
  } = {},
) {
  return db.samlProvider.create({
    data: {
      organizationId,
      label: overrides.label ?? `IdP ${unique()}`.slice(0, 30),
      entityID: overrides.entityID ?? null,
      certificate: overrides.certificate ?? null,
      ssoURL: overrides.ssoURL ?? null,
      defaultTeamId: overrides.defaultTeamId ?? null,
      ...(overrides.defaultRole !== undefined ? { defaultRole: overrides.defaultRole } : {}),
    },
  });
}

/** A custom field of the organization (type text unless told otherwise; select types get options a, b, c). */
export async function buildCustomField(
  db: Db,
  organizationId: string,
  overrides: {
    name?: string;
    type?: 'text' | 'number' | 'boolean' | 'tags' | 'select:multi' | 'select:single';
    title?: string;
    options?: string[];
  } = {},
) {
  const type = overrides.type ?? 'text';
  const select = type === 'select:multi' || type === 'select:single';
  return db.customField.create({
    data: {
      organizationId,
      name: overrides.name ?? `field-${unique()}`.toLowerCase(),
      type,
      title: overrides.title ?? null,
      options: overrides.options ?? (select ? ['a', 'b', 'c'] : []),
    },
  });
}

/** Translation settings of the organization. */
export async function buildTranslationSettings(
  db: Db,
  organizationId: string,
  overrides: { title?: string; languages?: string[] } = {},
) {
  return db.translationSettings.create({
    data: {
      organizationId,
      title: overrides.title ?? `Translations ${unique()}`,
      languages: overrides.languages ?? [],
    },
  });
}

/** An OpenAPI spec from a URL; with `versions`, that many processed versions (the last one latest). */
export async function buildOpenAPISpec(
  db: Db,
  organizationId: string,
  overrides: { slug?: string; url?: string; versions?: number } = {},
) {
  const url = overrides.url ?? 'https://example.com/openapi.yaml';
  let spec = await db.openAPISpec.create({
    data: {
      organizationId,
      slug: overrides.slug ?? `spec-${unique()}`.toLowerCase(),
      sourceURL: url,
    },
  });
  const versions = [];
  for (let i = 0; i < (overrides.versions ?? 0); i++) {
    const doc = {
      openapi: '3.0.3',
      info: { title: `API ${i + 1}`, version: `${i + 1}.0.0` },
      paths: {},
    };
    versions.push(
      await db.openAPISpecVersion.create({
        data: {
          specId: spec.id,
          url,
          filesystem: { 'openapi.yaml': doc },
          createdAt: new Date(Date.now() + i),
        },
      }),
    );
  }
  if (versions.length) {
    spec = await db.openAPISpec.update({
      where: { id: spec.id },
      data: {
        processingState: 'complete',
        lastVersionId: versions.at(-1)!.id,
        lastProcessedAt: new Date(),
      },
    });
  }
  return { spec, versions };
}

/**
 * A page at the end of its parent in a revision, indexed for search like every page write.
 * `slug` defaults to the title slugified; `path` follows the parent's.
 */
export async function buildPage(
  db: Db,
  revisionId: string,
  overrides: {
    title?: string;
    markdown?: string;
    parentPageId?: string | null;
    slug?: string;
    pageId?: string;
    noIndex?: boolean;
  } = {},
) {
  const title = overrides.title ?? `Page ${unique()}`;
  const slug =
    overrides.slug ??
    (title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') ||
      unique());
  const parentPageId = overrides.parentPageId ?? null;
  return db.$transaction(async (tx) => {
    const parent = parentPageId
      ? await tx.revisionPage.findUniqueOrThrow({
          where: { revisionId_pageId: { revisionId, pageId: parentPageId } },
        })
      : null;
    const position = await tx.revisionPage.count({ where: { revisionId, parentPageId } });
    const page = await tx.revisionPage.create({
      data: {
        revisionId,
        pageId: overrides.pageId ?? `page-${unique()}`,
        parentPageId,
        position,
        title,
        slug,
        path: parent ? `${parent.path}/${slug}` : slug,
        markdown: overrides.markdown ?? '',
        noIndex: overrides.noIndex ?? false,
      },
    });
    await indexPageSections(tx, page.id, page.markdown, page.title);
    return page;
  });
}

export async function buildFile(
  db: Db,
  revisionId: string,
  overrides: { name?: string; contentType?: string; size?: number; fileId?: string } = {},
) {
  return db.revisionFile.create({
    data: {
      revisionId,
      fileId: overrides.fileId ?? `file-${unique()}`,
      name: overrides.name ?? `file-${unique()}.png`,
      contentType: overrides.contentType ?? 'image/png',
      size: overrides.size ?? 1234,
      blobKey: `blobs/${unique()}`,
    },
  });
}

/**
 * A comment on a space's live content (or a change request's when `changeRequestId` is set),
 * posted through the comments service so counters stay right; `resolvedById` resolves it.
 */
export async function buildComment(
  db: Db,
  spaceId: string,
  postedById: string,
  overrides: {
    markdown?: string;
    page?: string;
    node?: string;
    changeRequestId?: string;
    resolvedById?: string;
  } = {},
) {
  const scope = { spaceId, changeRequestId: overrides.changeRequestId ?? null };
  const comment = await createComment(db, scope, postedById, {
    body: { markdown: overrides.markdown ?? `Comment ${unique()}` },
    ...(overrides.page ? { page: overrides.page } : {}),
    ...(overrides.node ? { node: overrides.node } : {}),
  });
  return overrides.resolvedById
    ? updateComment(db, scope, comment.id, overrides.resolvedById, { resolved: true })
    : comment;
}

/** A file of a revision whose bytes are in the configured blob store (downloadable). */
export async function buildStoredFile(
  db: Db,
  config: Pick<Config, 'BLOB_DIR' | 'DATA_DIR'>,
  revisionId: string,
  overrides: { name?: string; contentType?: string; bytes?: Buffer; fileId?: string } = {},
) {
  const bytes = overrides.bytes ?? Buffer.from(`file ${unique()}`);
  const contentType = overrides.contentType ?? 'text/plain';
  const key = blobKey(bytes);
  await blobStoreFor(config).put(key, bytes, contentType);
  return db.revisionFile.create({
    data: {
      revisionId,
      fileId: overrides.fileId ?? `file-${unique()}`,
      name: overrides.name ?? `file-${unique()}.txt`,
      contentType,
      size: bytes.length,
      blobKey: key,
    },
  });
}

/** A change request of a space, created through the change-requests service (counters, number, revision copy). */
export async function buildChangeRequest(
  db: Db,
  spaceId: string,
  createdById: string,
  overrides: { subject?: string; status?: 'draft' | 'open' | 'archived' } = {},
) {
  const { createChangeRequest, updateChangeRequest } =
    await import('../src/modules/change-requests/service.js');
  const cr = await createChangeRequest(db, spaceId, createdById, {
    subject: overrides.subject ?? `CR ${unique()}`,
  });
  return overrides.status && overrides.status !== 'draft'
    ? updateChangeRequest(db, cr.id, createdById, { status: overrides.status })
    : cr;
}
