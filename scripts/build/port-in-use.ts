/** Whether something on this machine answers on the port (IPv4 or IPv6 loopback), within a second. */
export async function portInUse(port: number): Promise<boolean> {
  const { default: isPortReachable } = await import('is-port-reachable');
  const answers = await Promise.all(['127.0.0.1', '::1'].map((host) => isPortReachable(port, { host })));
  return answers.includes(true);
}

/** The port Tina's database server will take during `tinacms build`: its default, or the one set. */
export const datalayerPort = (env: NodeJS.ProcessEnv) => Number(env.TINA_DATALAYER_PORT || 9000);

/** What `npm run build:hosted` says instead of Tina's "Datalayer server is busy on port 9000". */
export const busyPortMessage = (port: number) =>
  `build:hosted: port ${port} is taken, most likely by \`npm start\` (the editor), which runs Tina's database server there. Stop it (Ctrl+C in its terminal) and run \`npm run build:hosted\` again, or set TINA_DATALAYER_PORT to a free port for this build.`;
