/** The base32 secret of an otpauth:// URI, for people who type it into their app by hand. */
export function secretFromTotpUri(uri: string): string {
  try {
    return new URL(uri).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}

/** ABCD EFGH IJKL ...: easier to read and type; authenticator apps ignore the spaces. */
export function groupInFours(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}
