/** An address's first line ("Flat 2, 9 Cheap Street"): enough to tell a landlord's properties apart. */
export const firstLine = (address: string | null | undefined) =>
  address?.split("\n")[0]?.trim() ?? "";

/**
 * " at <its first line>" for a message about the work there; "" when no site is named, or when
 * `said` (the quote's name, say) already names it by its first part ("Flat 2 lounge ceiling" for
 * "Flat 2, 9 Cheap Street"): "your quote for Flat 2 lounge ceiling at Flat 2, 9 Cheap Street".
 */
export const atSite = (address: string | null | undefined, said = "") => {
  const line = firstLine(address);
  const first = line.split(",")[0]?.trim().toLowerCase() ?? "";
  if (!line || (first && said.toLowerCase().includes(first))) return "";
  return ` at ${line}`;
};

/** An address of several lines as one ("Flat 2, 9 Cheap Street, Sherborne DT9 3PT"). */
export const oneLine = (address: string | null | undefined) =>
  (address ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join(", ");

/** Where the work is: the quote's site address, else the customer's own address. */
export const workAddress = (
  siteAddress: string | null | undefined,
  customerAddress: string | null | undefined,
) => siteAddress || customerAddress || "";
