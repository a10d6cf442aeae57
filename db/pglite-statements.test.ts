import { PGlite, types, type Transaction } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PreparingPGlite } from "./pglite-statements";

const SETUP = `
  create table items (id uuid primary key, n int not null, at timestamptz, meta jsonb, flag boolean, tags text[]);
  insert into items values
    ('00000000-0000-4000-8000-000000000001', 1, '2026-01-02T03:04:05Z', '{"a": 1}', true, '{x,y}'),
    ('00000000-0000-4000-8000-000000000002', 2, null, null, false, '{}');`;

let preparing: PreparingPGlite;
let plain: PGlite;

beforeAll(async () => {
  preparing = new PreparingPGlite();
  plain = new PGlite();
  for (const db of [preparing, plain]) {
    await db.waitReady;
    await db.exec(SETUP);
  }
});

afterAll(async () => {
  await preparing.close();
  await plain.close();
});

const preparedCount = async (db: PGlite) =>
  Number((await db.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]!.n);

describe("PreparingPGlite", () => {
  it("answers exactly as PGlite does, for each type of parameter and both row modes", async () => {
    const cases: [string, unknown[], Parameters<PGlite["query"]>[2]?][] = [
      ["select * from items where n >= $1 order by n", [1]],
      ["select * from items where id = $1", ["00000000-0000-4000-8000-000000000002"]],
      ["select * from items where at < $1", [new Date("2027-01-01T00:00:00Z")]],
      [
        "select $1::jsonb as meta, $2::boolean as flag, $3::text[] as tags, $4::text as nothing",
        [{ b: [1, 2] }, false, ["p", "q"], null],
      ],
      [
        "select id, at from items order by n",
        [],
        { rowMode: "array", parsers: { [types.TIMESTAMPTZ]: (value: string) => value } },
      ],
      ["update items set n = n where n = $1 returning n", [2]],
    ];
    for (const [text, params, options] of cases) {
      const expected = await plain.query(text, params, options);
      expect(await preparing.query(text, params, options)).toEqual(expected);
      // Again, from the prepared statement.
      expect(await preparing.query(text, params, options)).toEqual(expected);
    }
  });

  it("parses and plans each text once, and keeps a statement that failed on its values", async () => {
    const before = await preparedCount(preparing);
    for (let n = 0; n < 3; n++) await preparing.query("select n from items where n = $1", [n]);
    expect(await preparedCount(preparing)).toBe(before + 1);

    const insert = "insert into items (id, n) values ($1, $2)";
    const failure = await preparing
      .query(insert, ["00000000-0000-4000-8000-000000000001", 9])
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "23505", message: expect.stringMatching(/duplicate key/) });
    await preparing.query(insert, ["00000000-0000-4000-8000-000000000003", 3]);
    expect(
      (await preparing.query("select n from items where id = $1", ["00000000-0000-4000-8000-000000000003"])).rows,
    ).toEqual([{ n: 3 }]);

    // A text that does not parse is not kept.
    const counted = await preparedCount(preparing);
    await expect(preparing.query("selec nothing")).rejects.toMatchObject({ code: "42601" });
    expect(await preparedCount(preparing)).toBe(counted);
  });

  it("waits for another caller's transaction instead of running inside it", async () => {
    let release!: () => void;
    let updated!: (tx: Transaction) => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const midway = new Promise<Transaction>((resolve) => (updated = resolve));
    const transaction = preparing.transaction(async (tx) => {
      await tx.query("update items set n = 100 where n = 1");
      updated(tx);
      await held;
      await tx.rollback();
    });
    const inside = await midway;
    let answered = false;
    const outside = preparing
      .query<{ n: number }>("select n from items where id = $1", ["00000000-0000-4000-8000-000000000001"])
      .finally(() => (answered = true));
    // PGlite answers queries in the order they came: had the outside query slipped into the open transaction, it
    // would have been answered before this later one from inside it.
    await inside.query("select 1");
    expect(answered).toBe(false);
    release();
    await transaction;
    // Run after the rollback: the transaction's change was never visible outside it.
    expect((await outside).rows).toEqual([{ n: 1 }]);
  });

  it("keeps at most 200 statements, closing the least recently used", async () => {
    for (let n = 0; n < 230; n++) await preparing.query(`select ${n} as n, $1::int as m`, [n]);
    expect(await preparedCount(preparing)).toBe(200);
    expect((await preparing.query("select 229 as n, $1::int as m", [7])).rows).toEqual([{ n: 229, m: 7 }]);
    expect((await preparing.query("select 0 as n, $1::int as m", [7])).rows).toEqual([{ n: 0, m: 7 }]);
  });
});

describe("PreparingPGlite after a change of schema", () => {
  it("answers a statement whose table changed shape, as PGlite does", async () => {
    const db = new PreparingPGlite();
    await db.waitReady;
    await db.exec("create table shapes (a int); insert into shapes values (1);");
    expect((await db.query("select * from shapes where a = $1", [1])).rows).toEqual([{ a: 1 }]);
    await db.exec("alter table shapes add column b text default 'x'");
    expect((await db.query("select * from shapes where a = $1", [1])).rows).toEqual([{ a: 1, b: "x" }]);
    await db.close();
  });
});
