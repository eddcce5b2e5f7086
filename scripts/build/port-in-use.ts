import net from 'node:net';

/** Whether something on this machine answers on the port (IPv4 or IPv6 loopback). */
export async function portInUse(port: number): Promise<boolean> {
  const answers = (host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ host, port });
      socket.setTimeout(1000);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(false));
    });
  const [ipv4, ipv6] = await Promise.all([answers('127.0.0.1'), answers('::1')]);
  return ipv4 || ipv6;
}

/** The port Tina's database server will take during `tinacms build`: its default, or the one set. */
export const datalayerPort = (env: NodeJS.ProcessEnv) => Number(env.TINA_DATALAYER_PORT || 9000);

/** What `npm run build:hosted` says instead of Tina's "Datalayer server is busy on port 9000". */
export const busyPortMessage = (port: number) =>
  `build:hosted: port ${port} is taken, most likely by \`npm start\` (the editor), which runs Tina's database server there. Stop it (Ctrl+C in its terminal) and run \`npm run build:hosted\` again, or set TINA_DATALAYER_PORT to a free port for this build.`;
