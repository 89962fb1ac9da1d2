import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { steppedMigrations } from "../support/stepped-migrations";

/*
 * Migration 0029 (issue 20): a quote's single photo (quotes.image_id) becomes its first photo in
 * quote_photos. A database is migrated to 0028, given quotes with and without a photo as the
 * product stored them then, and migrated on.
 */

let migrations: Awaited<ReturnType<typeof steppedMigrations>>;
beforeAll(async () => {
  migrations = await steppedMigrations();
});
afterAll(() => migrations.close());

const run = (lastIdx: number) => migrations.run(lastIdx);

describe("migration 0029 quote_photos", () => {
  it("copies each quote's photo in as its first photo, and adds none to a quote without", async () => {
    await run(28);
    const db = migrations.db;
    const [business] = await queryRows<{ id: string }>(
      db,
      sql`insert into businesses (name, default_terms) values ('Before photos', '') returning id`,
    );
    const businessId = business!.id;
    const [image] = await queryRows<{ id: string }>(
      db,
      sql`insert into uploaded_images (business_id, content_type, data, reencoded)
          values (${businessId}, 'image/jpeg', ${Buffer.from("ffd8ff", "hex")}, true) returning id`,
    );
    const [withPhoto] = await queryRows<{ id: string }>(
      db,
      sql`insert into quotes (business_id, number, image_id, expires_at)
          values (${businessId}, 1, ${image!.id}, now())
          returning id`,
    );
    const [without] = await queryRows<{ id: string }>(
      db,
      sql`insert into quotes (business_id, number, expires_at) values (${businessId}, 2, now())
          returning id`,
    );

    await run(29);
    const photos = await queryRows<{
      quote_id: string;
      business_id: string;
      image_id: string;
      position: number;
    }>(db, sql`select quote_id, business_id, image_id, position from quote_photos`);
    expect(photos).toEqual([
      { quote_id: withPhoto!.id, business_id: businessId, image_id: image!.id, position: 0 },
    ]);
    expect(photos.some((p) => p.quote_id === without!.id)).toBe(false);

    // Deleting the image deletes the photo (an unreadable one dropped at start-up).
    await db.execute(sql`delete from uploaded_images where id = ${image!.id}`);
    expect(await queryRows(db, sql`select id from quote_photos`)).toEqual([]);
  });
});
