import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * better-auth's own scrypt (N = 2^14, r = 16, p = 1, a 64-byte key of the NFKC-normalised
 * password, stored as `salt:key` in hex), so every hash already stored keeps verifying.
 */
const SCRYPT = { N: 2 ** 14, r: 16, p: 1, keyLength: 64 };

/**
 * The test suites hash with N = 2^10, a sixteenth of the work, as Django and Devise advise for
 * tests: every test signs users up and in, and at 180 ms a hash on one core the product's cost
 * was a large share of CI's time. A hash made so says its N as a third part, `salt:key:N`, so each
 * hash is verified as it was made, whichever setting the process runs with.
 */
export const TEST_SCRYPT_N = 2 ** 10;

function deriveKey(password: string, salt: string, N: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { r, p, keyLength } = SCRYPT;
    const maxmem = 128 * N * r * 2;
    scrypt(password.normalize("NFKC"), salt, keyLength, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** better-auth's `emailAndPassword.password`, hashing at N unless told otherwise. */
export function passwordHasher(N: number = SCRYPT.N) {
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16).toString("hex");
      const key = (await deriveKey(password, salt, N)).toString("hex");
      return N === SCRYPT.N ? `${salt}:${key}` : `${salt}:${key}:${N}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const [salt, key, cost] = hash.split(":");
      const hashN = cost === undefined ? SCRYPT.N : Number(cost);
      if (!salt || !key || !Number.isInteger(hashN) || hashN < 2) {
        throw new Error("Invalid password hash");
      }
      const expected = Buffer.from(key, "hex");
      const actual = await deriveKey(password, salt, hashN);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
