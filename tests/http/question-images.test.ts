import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GET as readFile } from "@/app/api/files/[...key]/route";
import { POST as uploadImage } from "@/app/api/questions/images/route";
import { POST as end } from "@/app/api/quiz/end/route";
import { POST as start } from "@/app/api/quiz/start/route";
import { createQuiz } from "@/lib/quizzes/admin";
import { dataDirOnDisk } from "@/lib/storage";
import { entitle, makeSubject, quizPayload } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";
import { imageForm, makeImage, pngBomb } from "../support/images";

setUpTestDatabase();

type Stored = { key: string; url: string; width: number; height: number };

const upload = (user: TestUser | null, form: FormData) => call(uploadImage, { cookie: user?.cookie, body: form });
const fetchImage = (user: TestUser, key: string) => call(readFile, { cookie: user.cookie, params: { key: key.split("/") } });

/** Local uploads only: with S3 configured, "nothing stored" is covered by the same code path. */
const storedImageCount = () => {
  const dir = path.join(dataDirOnDisk(), "uploads", "images");
  return process.env.S3_BUCKET || !existsSync(dir) ? 0 : readdirSync(dir).length;
};

describe("POST /api/questions/images", () => {
  it("re-encodes to WebP at most 1600 px wide, metadata stripped", async () => {
    const admin = await createUser({ isAdmin: true });
    const { status, body } = await upload(admin, imageForm(await makeImage(2400, 600, "jpeg", true), "strip.jpg", "image/jpeg"));
    expect(status).toBe(201);
    const stored = body.data as Stored;
    expect(stored).toMatchObject({ width: 1600, height: 400, url: `/api/files/${stored.key}` });
    expect(stored.key).toMatch(/^images\/[0-9a-f-]{36}$/);
    const file = await fetchImage(admin, stored.key);
    expect(file.status).toBe(200);
    expect(file.response.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await file.response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 400 });
    expect(meta.exif).toBeUndefined();
    const small = await upload(admin, imageForm(await makeImage(300, 200, "webp"), "small.webp", "image/webp"));
    expect(small.body.data).toMatchObject({ width: 300, height: 200 });
  });

  it("is for admins only", async () => {
    const learner = await createUser();
    const form = imageForm(await makeImage(10, 10));
    expect((await upload(null, form)).status).toBe(401);
    expect((await upload(learner, form)).status).toBe(403);
  });

  it("refuses what is not an image (415), too large files, sides and bombs (413), storing nothing", async () => {
    const admin = await createUser({ isAdmin: true });
    const before = storedImageCount();
    const png = await makeImage(20, 20);
    const cases: [FormData, number, RegExp][] = [
      [
        imageForm(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"), "x.svg", "image/svg+xml"),
        415,
        /PNG, JPEG or WebP/,
      ],
      [imageForm(new Uint8Array([...png.subarray(0, 40), ...new Uint8Array(200)])), 415, /could not be read/],
      [imageForm(await makeImage(7000, 10)), 413, /too large: 7,000 × 10 pixels; at most 6,000 a side/],
      [imageForm(await pngBomb()), 413, /too large: 50,000 × 50,000 pixels; at most 6,000 a side and 36 megapixels/],
      [imageForm(new Uint8Array(5 * 1024 * 1024 + 1)), 413, /5 MB/],
    ];
    for (const [form, status, message] of cases) {
      const result = await upload(admin, form);
      expect(result.status, String(message)).toBe(status);
      expect(result.body.message).toMatch(message);
    }
    const missing = await upload(admin, new FormData());
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe("file");
    expect(storedImageCount()).toBe(before);
  });
});

describe("GET /api/files/images/…", () => {
  it("serves a question image to the admin and to learners with an open or ended attempt of its quiz only", async () => {
    const admin = await createUser({ isAdmin: true });
    const { body } = await upload(admin, imageForm(await makeImage(40, 30)));
    const { key } = body.data as Stored;
    const subject = await makeSubject();
    const payload = quizPayload(subject.id, { count: 1 });
    const { id: quizId } = await createQuiz({ ...payload, questions: [{ ...payload.questions[0]!, imageKey: key, imageAlt: "ECG" }] });

    const [taker, entitledOnly, stranger] = await Promise.all([createUser(), createUser(), createUser()]);
    await entitle(taker.id, subject.id);
    await entitle(entitledOnly.id, subject.id);
    expect((await fetchImage(admin, key)).status).toBe(200);
    expect((await fetchImage(taker, key)).status).toBe(404);
    const started = await call(start, { cookie: taker.cookie, json: { quizId } });
    const attemptId = (started.body.data as { id: string }).id;
    expect((await fetchImage(taker, key)).status).toBe(200);
    await call(end, { cookie: taker.cookie, json: { quizAttemptId: attemptId } });
    expect((await fetchImage(taker, key)).status).toBe(200);
    expect((await fetchImage(entitledOnly, key)).status).toBe(404);
    expect((await fetchImage(stranger, key)).status).toBe(404);

    // An uploaded image no question uses yet is the admin's only.
    const { body: loose } = await upload(admin, imageForm(await makeImage(10, 10)));
    expect((await fetchImage(taker, (loose.data as Stored).key)).status).toBe(404);
  });
});
