import bcrypt from "bcryptjs";

const COST = 10;
export const MIN_PASSWORD_LENGTH = 8;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

// Compared against when the email is unknown, so a miss costs as long as a wrong password.
const DUMMY_HASH = bcrypt.hashSync("anaesprep-dummy-password", COST);

export function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  return bcrypt.compare(password, hash ?? DUMMY_HASH).then((match) => match && hash != null);
}
