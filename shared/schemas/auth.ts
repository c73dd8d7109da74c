import * as z from './zod';
import { CITIES } from '../cities';
import { LANGUAGE_CODES, type Language } from '../i18n/languages';
import { FIELD_MSG } from '../messages';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../limits';
import { isReservedUsername } from '../reserved-usernames';

const required = { error: () => FIELD_MSG.required };

/**
 * Wraps each schema so a bundler drops the ones a Lambda does not import: every schema built at
 * module load adds to the cold start (docs/architecture.md#budgets). Declared here, as esbuild only honours
 * the annotation within the file.
 */
/* @__NO_SIDE_EFFECTS__ */
function define<T>(build: () => T): T {
  return build();
}

export const usernameSchema = define(() =>
  z.string(required).check(
    z.trim(),
    // Full-width and other compatibility forms become their plain letters before any rule runs.
    z.normalize('NFKC'),
    z.minLength(USERNAME_MIN, { error: () => FIELD_MSG.usernameLength }),
    z.maxLength(USERNAME_MAX, { error: () => FIELD_MSG.usernameLength }),
    z.regex(/^[\p{L}\p{N}._-]+$/u, { error: () => FIELD_MSG.usernameChars }),
  ),
);

/**
 * A username a member is about to take: also not a reserved one (accents and case folded here;
 * the server compares confusable skeletons as well). Renames are checked by the server only, as
 * a profile may send back the name its member already holds.
 */
export const newUsernameSchema = define(() =>
  usernameSchema.check(z.refine((name) => !isReservedUsername(name), { error: () => FIELD_MSG.usernameReserved })),
);

export const emailSchema = define(() =>
  z.pipe(
    z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(254, { error: () => FIELD_MSG.email })),
    z.email({ error: () => FIELD_MSG.email }),
  ),
);

export const passwordSchema = define(() =>
  z
    .string(required)
    .check(
      z.minLength(PASSWORD_MIN, { error: () => FIELD_MSG.passwordLength }),
      z.maxLength(PASSWORD_MAX, { error: () => FIELD_MSG.passwordMax }),
    ),
);

export const citySchema = define(() => z.enum(CITIES, { error: () => FIELD_MSG.city }));

/** A member's language (its mails are written in it): one of the site's languages, 'fr' or 'ar'. */
export const languageSchema = define(() =>
  z.enum(LANGUAGE_CODES as [Language, ...Language[]], { error: () => FIELD_MSG.language }),
);

export const registerSchema = define(() =>
  z.object({
    username: newUsernameSchema,
    email: emailSchema,
    password: passwordSchema,
    city: citySchema,
    /** The member's language; the request's `Accept-Language` (the page's language) when absent. */
    language: z.optional(languageSchema),
  }),
);
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = define(() =>
  z.object({
    email: emailSchema,
    // Length rules are not re-checked at login: a wrong password is just a wrong password.
    password: z
      .string(required)
      .check(z.minLength(1, required), z.maxLength(PASSWORD_MAX, { error: () => FIELD_MSG.passwordMax })),
  }),
);
export type LoginInput = z.infer<typeof loginSchema>;

export const profileSchema = define(() =>
  z
    .object({
      username: z.optional(usernameSchema),
      email: z.optional(emailSchema),
      city: z.optional(citySchema),
      language: z.optional(languageSchema),
      /** The daily follow digest by mail, on or off (on needs a verified address: the handler checks). */
      followDigest: z.optional(z.boolean({ error: () => FIELD_MSG.followDigest })),
      /** Required to change the email of an account that has a password. */
      currentPassword: z.optional(z.string().check(z.maxLength(PASSWORD_MAX, { error: () => FIELD_MSG.passwordMax }))),
      /**
       * Proves an email change of an account without a password: a fresh token of one of its
       * linked providers (without it, the change waits for a link mailed to the current address).
       */
      providerToken: z.optional(
        z
          .string({ error: () => FIELD_MSG.providerToken })
          .check(
            z.trim(),
            z.minLength(1, { error: () => FIELD_MSG.providerToken }),
            z.maxLength(8192, { error: () => FIELD_MSG.providerToken }),
          ),
      ),
      /** Whose token `providerToken` is; needed only when two providers are linked. */
      provider: z.optional(z.enum(['google', 'facebook'], { error: () => FIELD_MSG.provider })),
    })
    .check(
      z.refine((p) => [p.username, p.email, p.city, p.language, p.followDigest].some((v) => v !== undefined), {
        error: () => FIELD_MSG.profileEmpty,
      }),
    ),
);
export type ProfileInput = z.infer<typeof profileSchema>;

export const passwordChangeSchema = define(() =>
  z.object({
    currentPassword: z.string(required).check(z.minLength(1, required)),
    newPassword: passwordSchema,
  }),
);
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const forgotPasswordSchema = define(() => z.object({ email: emailSchema }));

export const resetTokenSchema = define(() =>
  z
    .string(required)
    .check(
      z.trim(),
      z.minLength(16, { error: () => FIELD_MSG.token }),
      z.maxLength(200, { error: () => FIELD_MSG.token }),
    ),
);

export const resetPasswordSchema = define(() => z.object({ token: resetTokenSchema, newPassword: passwordSchema }));

export const verifyEmailSchema = define(() =>
  z.object({
    token: z
      .string(required)
      .check(
        z.trim(),
        z.minLength(16, { error: () => FIELD_MSG.verifyToken }),
        z.maxLength(200, { error: () => FIELD_MSG.verifyToken }),
      ),
  }),
);

export const validateResetTokenQuery = define(() => z.object({ token: resetTokenSchema }));

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const oauthSchema = define(() =>
  z.object({
    accessToken: z
      .string(required)
      .check(z.trim(), z.minLength(1, { error: () => FIELD_MSG.accessToken }), z.maxLength(8192)),
    provider: z.optional(z.enum(OAUTH_PROVIDERS, { error: () => FIELD_MSG.provider })),
  }),
);
