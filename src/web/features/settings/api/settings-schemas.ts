/**
 * The settings schemas, loaded when a save's answer is read: the reads the quote builder uses
 * live beside the saves and must not bring zod into its first seconds (ADR 0023). The settings
 * page itself has them already (its forms use them).
 */
export const settingsSchemas = () => import("../../../../shared/schemas/settings");
