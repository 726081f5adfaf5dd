import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { loggableError, SQL_STATE, sqlState, violatedConstraint } from "./database-errors";

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

  it("names the constraint a unique violation broke, through drizzle's wrapper", async () => {
    await database.db.execute(sql`create table taken (name text constraint taken_name_unique unique)`);
    await database.db.execute(sql`insert into taken values ('a')`);
    const error = await database.db.execute(sql`insert into taken values ('a')`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(sqlState(error)).toBe(SQL_STATE.uniqueViolation);
    expect(violatedConstraint(error)).toBe("taken_name_unique");
    expect(violatedConstraint(new Error("boom"))).toBeUndefined();
  });

  it("leaves other errors as they are", () => {
    const plain = new Error("boom");
    expect(loggableError(plain)).toBe(plain);
  });
});
