import { z } from 'zod';
import { UserSchema } from '../users/schema.js';

export const SignInBodySchema = z.object({
  email: z.email().max(320),
  password: z.string().min(1).max(1024),
});

export const SignUpBodySchema = z.object({
  inviteToken: z.string().min(10).max(128).describe('The secret part of an invite link URL'),
  email: z.email().max(320),
  displayName: z.string().trim().min(1).max(100),
  password: z.string().min(10).max(1024),
});

export const SessionResponseSchema = z.object({
  user: UserSchema,
  /** Send back in the x-csrf-token header on every POST/PUT/PATCH/DELETE. */
  csrfToken: z.string(),
});

export const SignUpResponseSchema = SessionResponseSchema.extend({ organizationId: z.string() });

export const ApiTokenSchema = z
  .object({
    object: z.literal('api-token'),
    id: z.string(),
    name: z.string(),
    prefix: z.string(),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().optional(),
    expiresAt: z.iso.datetime().optional(),
  })
  .meta({ id: 'ApiToken' });

export const ApiTokenCreateBodySchema = z.object({
  name: z.string().trim().min(1).max(100),
  expiresInDays: z.number().int().min(1).max(3650).optional(),
});

export const ApiTokenCreatedSchema = ApiTokenSchema.extend({
  /** The secret itself: shown once, never again. */
  token: z.string(),
});

export const ApiTokenParamsSchema = z.object({ tokenId: z.string().min(1).max(64) });
