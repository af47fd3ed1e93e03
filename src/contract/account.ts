// Payloads of the Account page: change name, change password, close the account.
import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "./auth";

const nameSchema = z.string().trim().max(100, "Names must be at most 100 characters");

export const updateProfileSchema = z.object({ firstName: nameSchema, lastName: nameSchema });
export type UpdateProfilePayload = z.infer<typeof updateProfileSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Current password is required").max(256),
  newPassword: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(256, "Password must be at most 256 characters"),
});
export type ChangePasswordPayload = z.infer<typeof changePasswordSchema>;

/** The change-password form: the payload plus a confirmation checked on the client and never sent. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const closeAccountSchema = z.object({ password: z.string().min(1, "Password is required").max(256) });
export type CloseAccountPayload = z.infer<typeof closeAccountSchema>;

export const WRONG_PASSWORD = "The password is not correct.";
export const ADMIN_CANNOT_CLOSE = "The super-admin account cannot be deleted. Change SUPER_ADMIN_EMAIL first.";
