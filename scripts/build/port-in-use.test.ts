import net from 'node:net';
import { busyPortMessage, datalayerPort, portInUse } from './port-in-use';

describe('portInUse', () => {
  it('sees a server listening on the port, and no longer once it stops', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    expect(await portInUse(port)).toBe(true);
    await new Promise((resolve) => server.close(resolve));
    expect(await portInUse(port)).toBe(false);
  });
});

describe('the busy port message', () => {
  it('names the port and what to do, at Tina’s default port unless another is set', () => {
    expect(datalayerPort({})).toBe(9000);
    expect(datalayerPort({ TINA_DATALAYER_PORT: '9100' })).toBe(9100);
    expect(busyPortMessage(9000)).toMatch(
      /^build:hosted: port 9000 is taken, most likely by `npm start`.*Stop it/,
    );
  });
});
