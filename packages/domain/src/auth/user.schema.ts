import { z } from 'zod';
import { IdSchema } from '../common/id.schema';
import { textInput } from '../common/text.schema';
import { TABLE_PAGE_SIZES } from '../constants';

export const userKinds = ['broker', 'agent', 'internal', 'customer'] as const;
export const UserKindSchema = z.enum(userKinds);
export type UserKind = z.infer<typeof UserKindSchema>;

/** Tenants the specification names; everybody else is 'standard'. */
export const tenants = ['standard', 'premium-plus-master', 'premium-plus', 'partner-a', 'partner-b'] as const;
export const TenantSchema = z.enum(tenants);
export type Tenant = z.infer<typeof TenantSchema>;

export const RightsSchema = z.object({
  isReadOnly: z.boolean(),
  canEditNotes: z.boolean(),
  canMergeDamageReports: z.boolean(),
  canAddSparten: z.boolean(),
  canChangeContractCustomerNumber: z.boolean(),
  canPlaceCalls: z.boolean(),
  canUseDocumentArchive: z.boolean(),
  bypass: z.boolean(),
  maklerzugang: z.boolean(),
  mainStructureLead: z.boolean(),
});
export type Rights = z.infer<typeof RightsSchema>;

export const noRights: Rights = {
  isReadOnly: false,
  canEditNotes: false,
  canMergeDamageReports: false,
  canAddSparten: false,
  canChangeContractCustomerNumber: false,
  canPlaceCalls: false,
  canUseDocumentArchive: false,
  bypass: false,
  maklerzugang: false,
  mainStructureLead: false,
};

export const allRights: Rights = {
  isReadOnly: false,
  canEditNotes: true,
  canMergeDamageReports: true,
  canAddSparten: true,
  canChangeContractCustomerNumber: true,
  canPlaceCalls: true,
  canUseDocumentArchive: true,
  bypass: true,
  maklerzugang: true,
  mainStructureLead: true,
};

/** A person as the session sees it: enough to decide every permission. */
export const SessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  kind: UserKindSchema,
  brokerId: z.number().int().nullable(),
  customerId: z.number().int().nullable(),
  tenant: TenantSchema,
  rights: RightsSchema,
  /** The user's table page size, one of TABLE_PAGE_SIZES, when he chose one. */
  tablePageSize: z.number().int().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** The login answer and GET me: original user, viewed user, and the rights the UI mirrors. */
export const MeSchema = z.object({
  user: SessionUserSchema,
  originalUser: SessionUserSchema,
  isViewingAs: z.boolean(),
  rights: RightsSchema,
  csrfToken: z.string(),
  /** The (viewed) user's table page size, one of TABLE_PAGE_SIZES; missing: each table's own default. */
  tablePageSize: z.number().int().optional(),
});
export type Me = z.infer<typeof MeSchema>;

export const TABLE_PAGE_SIZE_MESSAGE = 'Bitte wählen Sie 10, 25, 50 oder 100 Einträge je Seite.';

/** The user's own settings (user menu „Einstellungen“): null gives every table its own size again. */
export const SettingsBodySchema = z.object({
  tablePageSize: z
    .number({ error: TABLE_PAGE_SIZE_MESSAGE })
    .refine((n) => (TABLE_PAGE_SIZES as readonly number[]).includes(n), TABLE_PAGE_SIZE_MESSAGE)
    .nullable(),
});
export type SettingsBody = z.infer<typeof SettingsBodySchema>;

export const LoginBodySchema = z.object({
  username: textInput().trim().min(1, 'Bitte geben Sie Ihren Benutzernamen ein.').max(100),
  password: z.string().min(1, 'Bitte geben Sie Ihr Passwort ein.').max(200),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Bitte geben Sie Ihr aktuelles Passwort ein.'),
  newPassword: z.string().min(8, 'Das neue Passwort muss mindestens 8 Zeichen lang sein.').max(200),
});

export const ViewAsBodySchema = z.object({
  userId: IdSchema,
});

export const ViewAsTargetSchema = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  kind: UserKindSchema,
  detail: z.string(),
});
export type ViewAsTarget = z.infer<typeof ViewAsTargetSchema>;
