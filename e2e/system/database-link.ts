/**
 * The instances' road to PostgreSQL, which a test can close for a while: what they see of a
 * database server restarting. `restart(ms)` ends every connection of the database as a shutting
 * down server does (57P01, "terminating connection due to administrator command"), then refuses
 * new ones (ECONNREFUSED) for `ms`, then lets them through again. The PostgreSQL server itself, which
 * the other tests share, never stops.
 */
import net from "node:net";
import { sleep, type FreshDatabase } from "../support/servers";

export type DatabaseLink = {
  /** The database's URL through the link: what the instances are given. */
  url: string;
  restart(downMs: number): Promise<void>;
  close(): Promise<void>;
};

export async function openDatabaseLink(database: FreshDatabase, port: number): Promise<DatabaseLink> {
  const target = new URL(database.url);
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    track(client);
    track(upstream);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject).listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await listen();

  const url = new URL(database.url);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    url: url.toString(),
    async restart(downMs) {
      const closed = stopListening();
      await database.terminateConnections();
      await sleep(100); // the backends' goodbye (57P01) reaches the instances through the open sockets
      for (const socket of sockets) socket.destroy();
      await closed;
      await sleep(downMs);
      await listen();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await stopListening();
    },
  };
}
