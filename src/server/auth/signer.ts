/** Who signed up: their business is named after them and reached at their email until they say otherwise. */
export type Signer = { id: string; name: string; email: string };

export const businessNameOf = (signer: Signer) => signer.name.trim() || "Your Business";
