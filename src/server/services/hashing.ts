import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's parameters (DESIGN "Stack"). 2 is Algorithm.Argon2id; the enum is a
// const enum, which isolated modules cannot import.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, OPTIONS);
}

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}
