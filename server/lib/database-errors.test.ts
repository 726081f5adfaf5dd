import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { loggableError, sqlState } from "./database-errors";

describe("database errors in logs", () => {
  let database: Database;
  beforeAll(async () => {
    database = openDatabase({ embeddedPath: "memory://" });
  });
  afterAll(() => database.close());

  it("keeps the SQL and the SQLSTATE but none of the query's values", async () => {
    const secret = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0";
    const error = await database.db.execute(sql`select ${secret}::int`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(sqlState(error)).toBe("22P02");
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain("select $1::int");
    expect(logged).toContain("22P02");
    expect(logged).not.toContain("c2VjcmV0");
  });

  it("leaves other errors as they are", () => {
    const plain = new Error("boom");
    expect(loggableError(plain)).toBe(plain);
  });
});
