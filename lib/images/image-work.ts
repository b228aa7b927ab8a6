import "server-only";
import sharp from "sharp";

/**
 * Every decode, resize and encode of a picture in this process goes through `imageWork`
 * (docs/rules.md, "Files and notes"): one at a time, each on one libvips thread. A sharp pipeline
 * runs on a thread of libuv's pool (four by default), the pool that the file system, crypto and
 * the session's cookie also wait on; four slow pictures at once once held all of it, and every
 * request with it. One at a time, picture work holds one thread of the pool and one core at most,
 * whoever uploads what, and the rest is left to the requests. Only this module imports sharp.
 */
sharp.concurrency(1);

/** sharp itself, as `imageWork` hands it to the work. */
export type SharpModule = typeof sharp;

/** The picture work under way and what waits behind it. */
let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` (given sharp) after every picture work queued before it; a failure does not stop the queue. */
export function imageWork<T>(work: (image: SharpModule) => Promise<T>): Promise<T> {
  const run = () => work(sharp);
  const turn = queue.then(run, run);
  queue = turn.catch(() => {});
  return turn;
}
