// A TCP proxy on loopback that can be cut (every connection dropped, new ones refused) and restored: a database
// restart or a network cut, at the network edge, for db/pool.test.ts and bench/faults.mjs.
import { connect, createServer } from "node:net";

/** Listens on a free port of 127.0.0.1 and forwards each connection to `targetPort` there. */
export async function startTcpProxy(targetPort) {
  const sockets = new Set();
  let server;
  let port = 0;
  const listen = () =>
    new Promise((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(targetPort, "127.0.0.1");
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("error", drop);
          socket.on("close", drop);
        }
        client.pipe(upstream).pipe(client);
      });
      server.on("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = server.address().port;
        resolve();
      });
    });
  const cut = () => {
    server.close();
    for (const socket of sockets) socket.destroy();
  };
  await listen();
  return { port, cut, restore: listen, close: cut };
}
