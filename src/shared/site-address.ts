/** An address's first line ("Flat 2, 9 Cheap Street"): enough to tell a landlord's properties apart. */
export const firstLine = (address: string | null | undefined) =>
  address?.split("\n")[0]?.trim() ?? "";

/** " at <its first line>" for a message about the work there; "" when no site is named. */
export const atSite = (address: string | null | undefined) => {
  const line = firstLine(address);
  return line ? ` at ${line}` : "";
};
