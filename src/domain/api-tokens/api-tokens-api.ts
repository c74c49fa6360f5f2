import { z } from 'zod';

/** read: GET requests only; write: every request a signed-in user may make, but managing tokens. */
export const apiTokenScopes = ['read', 'write'] as const;
export type TApiTokenScope = (typeof apiTokenScopes)[number];

/** Every token starts so: the server tells it from a session token, and secret scanners can find it. */
export const apiTokenPrefix = 'cmp_';
export const maxApiTokensPerUser = 20;

export const ZCreateApiTokenRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name the token, for example after the script that uses it.')
    .max(60, 'A token name is at most 60 characters.'),
  scope: z.enum(apiTokenScopes, { error: 'Choose read or read-and-write.' }),
});
export type TCreateApiTokenRequest = z.infer<typeof ZCreateApiTokenRequest>;

export const ZApiToken = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(apiTokenScopes),
  /** The first characters of the secret, enough to recognise it in a script. */
  hint: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type TApiToken = z.infer<typeof ZApiToken>;

export const ZApiTokenList = z.object({ tokens: z.array(ZApiToken) });
export type TApiTokenList = z.infer<typeof ZApiTokenList>;

/** The answer to a creation: the only time the secret is shown. */
export const ZCreatedApiToken = z.object({ token: ZApiToken, secret: z.string() });
export type TCreatedApiToken = z.infer<typeof ZCreatedApiToken>;

export const ZApiTokenId = z.object({ id: z.uuid({ error: 'No such API token.' }) });

/** The part of a secret shown in lists: the prefix and four characters. */
export function apiTokenHint(secret: string): string {
  return `${secret.slice(0, apiTokenPrefix.length + 4)}…`;
}

export function isApiTokenSecret(value: string): boolean {
  return value.startsWith(apiTokenPrefix);
}
