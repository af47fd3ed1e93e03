// Account payloads and the current-user response.
import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 8;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email("Please enter a valid email address").max(254, "Please enter a valid email address"));

// argon2 hashes whatever it is given; the upper bound keeps a request from making the server hash megabytes.
const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(256, "Password must be at most 256 characters");

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Password is required").max(256),
});
export type LoginPayload = z.infer<typeof loginSchema>;

const optionalName = z.string().trim().max(100).optional();

export const registerSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: optionalName,
  lastName: optionalName,
});
export type RegisterPayload = z.infer<typeof registerSchema>;

/** The register form: the payload plus a confirmation that is checked on the client and never sent. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type RegisterForm = z.input<typeof registerFormSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string().min(1, "Reset token is required").max(200),
  password: newPasswordSchema,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/**
 * `password` is required for the SUPER_ADMIN_EMAIL address (the server answers 409 PASSWORD_REQUIRED without it):
 * whoever proves that mailbox also sets the account's password, so an account someone else registered with the
 * address first becomes the mailbox owner's, not an admin account the other person can sign in to.
 */
export const verifyEmailSchema = z.object({
  token: z.string().min(1, "Verification token is required").max(200),
  password: newPasswordSchema.optional(),
});
export type VerifyEmailPayload = z.infer<typeof verifyEmailSchema>;

/** The `code` of the 409 that asks for a new password before the administrator's address is verified. */
export const PASSWORD_REQUIRED_CODE = "PASSWORD_REQUIRED";

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  credits: z.number().int(),
  isAdmin: z.boolean(),
  /** Whether the owner of the address confirmed it (the e-mailed link); the super-admin needs it. */
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** 401 to a sign-in with an unknown e-mail or a wrong password: the same words for both. */
export const INVALID_LOGIN = "Invalid email or password";
/**
 * 429 to a sign-in for an account (known or not: the words are the same) that failed too often lately, from any
 * address; `Retry-After` carries the seconds. The owner's sessions and the reset link are not affected.
 */
export function accountLoginWaitMessage(seconds: number): string {
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? "" : "s"}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? "" : "s"}`;
  return `Too many sign-in attempts for this account. Please try again in ${wait}, or reset your password.`;
}
/** 401 to a signed-out request (and the close reason of a progress socket opened signed out). */
export const SIGN_IN_REQUIRED = "Please sign in to continue.";
/** 400 to a verification link that is unknown, used or expired. */
export const VERIFY_LINK_INVALID = "This verification link is invalid or has expired.";
