import { hash, verify } from "@node-rs/argon2";

/** argon2id with the library's defaults (OWASP's 19 MiB, 2 passes): about 30 ms here. */
export const hashPassword = (password: string) => hash(password);
export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password);
