import * as z from 'zod';
import { CITIES } from '../cities';
import { FIELD_MSG } from '../messages';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../limits';

const required = { error: FIELD_MSG.required };

export const usernameSchema = z
  .string(required)
  .trim()
  .min(USERNAME_MIN, { error: FIELD_MSG.usernameLength })
  .max(USERNAME_MAX, { error: FIELD_MSG.usernameLength })
  .regex(/^[\p{L}\p{N}._-]+$/u, { error: FIELD_MSG.usernameChars });

export const emailSchema = z
  .string(required)
  .trim()
  .min(1, required)
  .max(254, { error: FIELD_MSG.email })
  .pipe(z.email({ error: FIELD_MSG.email }));

export const passwordSchema = z
  .string(required)
  .min(PASSWORD_MIN, { error: FIELD_MSG.passwordLength })
  .max(PASSWORD_MAX, { error: FIELD_MSG.passwordMax });

export const citySchema = z.enum(CITIES, { error: FIELD_MSG.city });

export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  city: citySchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  // Length rules are not re-checked at login: a wrong password is just a wrong password.
  password: z.string(required).min(1, required).max(PASSWORD_MAX, { error: FIELD_MSG.passwordMax }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const profileSchema = z
  .object({
    username: usernameSchema.optional(),
    email: emailSchema.optional(),
    city: citySchema.optional(),
  })
  .refine((p) => p.username !== undefined || p.email !== undefined || p.city !== undefined, {
    error: FIELD_MSG.profileEmpty,
  });
export type ProfileInput = z.infer<typeof profileSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z.string(required).min(1, required),
  newPassword: passwordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetTokenSchema = z.string(required).trim().min(16, { error: FIELD_MSG.token }).max(200, {
  error: FIELD_MSG.token,
});

export const resetPasswordSchema = z.object({ token: resetTokenSchema, newPassword: passwordSchema });

export const validateResetTokenQuery = z.object({ token: resetTokenSchema });

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const oauthSchema = z.object({
  accessToken: z.string(required).trim().min(1, { error: FIELD_MSG.accessToken }).max(8192),
  provider: z.enum(OAUTH_PROVIDERS, { error: FIELD_MSG.provider }).optional(),
});
